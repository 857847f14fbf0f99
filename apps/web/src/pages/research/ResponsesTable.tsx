import { Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../components/project/format-time';
import type { Survey, SurveyResponses } from './api';
import { answerText } from './answer-text';

type Response = SurveyResponses['items'][number];

/** Every firm that filled the survey in, its contact and, unfolded, its answer to each question. */
export function ResponsesTable({ survey, responses }: { survey: Survey | null; responses: readonly Response[] }) {
  const { t } = useTranslation();
  const questions = survey?.questions ?? [];
  const columns = [
    { title: t('research.read.company'), dataIndex: 'companyName', key: 'companyName' },
    { title: t('research.read.linkman'), key: 'linkman', render: (_: unknown, r: Response) => r.linkman ?? '-' },
    { title: t('research.read.linkPhone'), key: 'linkPhone', render: (_: unknown, r: Response) => r.linkPhone ?? '-' },
    {
      title: t('research.read.submittedAt'),
      key: 'submittedAt',
      render: (_: unknown, r: Response) => formatTime(r.submittedAt),
    },
  ];
  const answers = (r: Response) => (
    <Descriptions size="small" bordered column={1}>
      {questions.map((q, i) => (
        <Descriptions.Item key={q.key} label={`${i + 1}. ${q.title}`}>
          {answerText(
            q,
            r.answers.find((a) => a.key === q.key),
          ) || '-'}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
  return (
    <Table<Response>
      rowKey="eApplyId"
      size="middle"
      columns={columns}
      dataSource={[...responses]}
      expandable={{ expandedRowRender: answers }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: t('research.read.noResponses') }}
      data-testid="responses-table"
    />
  );
}
