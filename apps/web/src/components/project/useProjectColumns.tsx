import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { fmt } from '../../i18n/format';
import { PROJECT_KINDS, isProjectKind } from '@bidhall/domain/project-kinds';
import { isProjectState } from '@bidhall/domain/project-states';
import { WINBID_RULES, isWinbidRule } from '@bidhall/domain/winbid-rules';
import { useLang } from '../../i18n/useLang';
import { formatTime } from './format-time';
import { windowOfProject } from '../../pages/hall/project-times';
import { ProjectStateTag } from '../../pages/workflow/StateTag';

/**
 * With these widths a project list and its actions fit a 1,366 px window (about 1,100 px of
 * table, `tableScrollFor`), where the budget and the deadline used to sit under the fixed actions
 * column. The kind follows from the method (domain `projectKindOf`): it is the column a window
 * under 1,600 px goes without.
 */
/** The columns every project list shares: number, name, kind, method, state, budget, sign-up deadline. */
export function useProjectColumns(): TableColumnsType<SprojectDto> {
  const { t } = useTranslation();
  const { label } = useLang();
  return [
    { title: t('listing.projectNum'), dataIndex: 'projectNum', key: 'projectNum', width: 130 },
    // Takes the room the other columns leave (tableScrollFor); a longer name ends in an ellipsis,
    // the whole name in the cell's title on hover (a native tooltip: antd's would grow every list
    // page's download).
    {
      title: t('listing.projectName'),
      dataIndex: 'projectName',
      key: 'projectName',
      minWidth: 160,
      ellipsis: { showTitle: true },
    },
    {
      title: t('listing.kind'),
      key: 'kind',
      width: 100,
      ellipsis: true,
      responsive: ['xxl'],
      render: (_, p) =>
        isProjectKind(p.projectType) ? label(PROJECT_KINDS[p.projectType].labels) : String(p.projectType),
    },
    {
      title: t('listing.method'),
      key: 'method',
      width: 110,
      ellipsis: true,
      render: (_, p) => (isWinbidRule(p.winbidRule) ? label(WINBID_RULES[p.winbidRule].labels) : String(p.winbidRule)),
    },
    {
      title: t('listing.state'),
      key: 'state',
      width: 170,
      // A published project's state follows its quote window on the server's clock.
      render: (_, p) =>
        isProjectState(p.state) ? <ProjectStateTag state={p.state} window={windowOfProject(p)} /> : String(p.state),
    },
    {
      title: t('listing.budget'),
      key: 'budget',
      width: 130,
      align: 'right',
      render: (_, p) => (p.budget === null ? '-' : fmt().money(p.budget)),
    },
    { title: t('listing.applyToTime'), key: 'applyToTime', width: 150, render: (_, p) => formatTime(p.applyToTime) },
  ];
}
