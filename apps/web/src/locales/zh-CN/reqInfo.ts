/** Requirement detail: /ReqInfo. */
export default { project: '对应项目', openProject: '查看项目', notFound: '未找到该需求', missingId: '缺少需求编号' };
