import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import type { PageParams } from '../../components/paged/usePaged';
import { Access } from '../../permissions/Access';
import type { ProjectFilters } from './api';
import { projectLink } from './links';
import { ProjectTable } from './ProjectTable';

interface Props {
  fetch: (q: PageParams & ProjectFilters) => Promise<PagedResult<SprojectDto>>;
  states?: readonly number[];
  mode?: number;
  pendingSignUps?: boolean;
  /** What an empty list says (a text key). */
  empty?: string;
  /** The project page each row opens. */
  target: (project: SprojectDto) => string;
  /** The action's label key; with `edit`, shown only when the permission has it. */
  action: string;
  needsEdit?: boolean;
  testId: string;
}

/** A workflow list: the projects at one stage, each opening the page that moves it on. */
export function ProjectListPage({
  fetch,
  states,
  mode,
  pendingSignUps,
  empty,
  target,
  action,
  needsEdit = false,
  testId,
}: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const button = (p: SprojectDto) => (
    <Button
      size="small"
      type="primary"
      onClick={() => navigate(projectLink(target(p), p))}
      data-testid={`open-${p.id}`}
    >
      {t(action)}
    </Button>
  );
  return (
    <ProjectTable
      testId={testId}
      fetch={fetch}
      states={states}
      mode={mode}
      pendingSignUps={pendingSignUps}
      empty={empty}
      actions={(p) => (needsEdit ? <Access action="edit">{button(p)}</Access> : button(p))}
    />
  );
}
