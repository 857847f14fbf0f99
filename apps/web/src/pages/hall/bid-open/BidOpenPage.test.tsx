import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../../../test/fake-api';
import { projectFixture } from '../../../../test/project-fixture';
import { renderAt } from '../../../../test/render';
import BidOpenPage from './BidOpenPage';

describe('BidOpenPage', () => {
  it("shows the expert's own task on each assigned project", async () => {
    const items = [
      { ...projectFixture({ id: 3, projectName: '物业服务综合评分', winbidRule: 9 }), expertTask: 'to-score' },
      {
        ...projectFixture({ id: 2, projectName: '安保服务综合评分', winbidRule: 5, state: 7 }),
        expertTask: 'submitted',
      },
      {
        ...projectFixture({ id: 1, projectName: '信息化设备综合评分', winbidRule: 5 }),
        expertTask: 'awaiting-opening',
      },
    ];
    fakeApi({
      'GET /api/services/app/Sproject/GetSprojectDetailByExpertId': () => ({
        status: 200,
        result: { totalCount: items.length, items },
      }),
    });
    renderAt(<BidOpenPage />);
    const task = async (name: string) =>
      within((await screen.findByText(name)).closest('tr')!).getByTestId('expert-task').textContent;
    expect(await task('物业服务综合评分')).toBe('待评分');
    expect(await task('安保服务综合评分')).toBe('已提交评分');
    expect(await task('信息化设备综合评分')).toBe('待开标');
    expect(screen.getByRole('columnheader', { name: '我的评审' })).toBeInTheDocument();
  });
});
