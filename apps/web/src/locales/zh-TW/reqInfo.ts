/** Requirement detail: /ReqInfo. */
export default { project: '對應項目', openProject: '查看項目', notFound: '找不到該需求', missingId: '缺少需求編號' };
