import { TAB_TITLE_PARAM } from '../../tabs/rules';

/** A project page's link: the id in the query, and the name for the tab title. */
export function projectLink(path: string, project: { id: number; projectName: string }): string {
  const query = new URLSearchParams({ id: String(project.id), [TAB_TITLE_PARAM]: project.projectName });
  return `${path}?${query.toString()}`;
}
