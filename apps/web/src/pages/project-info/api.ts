import { Sproject } from '@bidhall/contracts/routes/sproject';
import { User } from '@bidhall/contracts/routes/users';
import { call, type InputOf } from '../../api/call';

/** The form's values as sent: times as ISO strings. */
export type ProjectSave = InputOf<typeof Sproject.CreateOrUpdate>;

export const newProjectNum = () => call(Sproject.CreateProjectNum);
/** Basic information only (the purchaser's new project or its edit). */
export const saveProjectInfo = (input: InputOf<typeof Sproject.CreateOrUpdateInfo>) =>
  call(Sproject.CreateOrUpdateInfo, input, { handlesValidation: true });
/** The agency's drafting form, with the sign-up deadline and the quote window. */
export const saveProject = (input: ProjectSave) => call(Sproject.CreateOrUpdate, input, { handlesValidation: true });
export const deleteProject = (id: number) => call(Sproject.DelProject, { id });

/** How many agency firms the picker lists at once; a keyword narrows the rest. */
const AGENCY_PAGE_SIZE = 50;
export const fetchAgencies = (keyword: string) =>
  call(User.GetAgencyList, { keyword: keyword || undefined, MaxResultCount: AGENCY_PAGE_SIZE });
