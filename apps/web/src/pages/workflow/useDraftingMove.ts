import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { confirmDialog } from '../../components/dialog';
import { upStatus } from './api';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

/**
 * The agency's drafting moves (docs/rules.md: 0 and 3 -> 1 starts, 1 -> 2 completes and hands the
 * project to the purchaser's review), each confirmed first, then the page reloads it.
 */
export function useDraftingMove(project: SprojectDto, reload: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return async (state: 1 | 2) => {
    const key = state === PROJECT_STATE.drafting ? 'start' : 'complete';
    if (
      !(await confirmDialog({
        title: `drafting.confirm.${key}Title`,
        content: `drafting.confirm.${key}`,
        ok: 'common.ok',
        cancel: 'common.cancel',
      }))
    )
      return;
    await upStatus(project.id, state);
    void message.success(t(`drafting.done.${key}`));
    reload();
  };
}
