import { ROLES, type RoleName } from '@bidhall/domain/roles';

/** Printed at start and listed in the README; change it anywhere that is not a demo. */
export const DEMO_PASSWORD = '123qwe';
export const DEMO_TENANT = { id: 1, tenancyName: 'Default', name: '云采购示范租户' } as const;

export type DemoCompany = {
  key: string;
  companyName: string;
  creditCode: string;
  contactName: string;
  address: string;
};
/** `pending`: registered but not reviewed yet (the registration audit pages have it to review). */
export type DemoAccount = {
  userName: string;
  name: string;
  roles: RoleName[];
  company: string;
  phoneNumber: string;
  emailAddress: string;
  pending?: boolean;
};

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    key: 'platform',
    companyName: '云采购平台运营中心',
    creditCode: '12110000MB0123456A',
    contactName: '王敏',
    address: '北京市海淀区中关村大街1号',
  },
  {
    key: 'hospital',
    companyName: '市第一人民医院',
    creditCode: '12110000MB0234567B',
    contactName: '李华',
    address: '北京市东城区和平里北街2号',
  },
  {
    key: 'agency',
    companyName: '华信招标代理有限公司',
    creditCode: '91110000MA01ABCD1X',
    contactName: '张伟',
    address: '北京市朝阳区建国路88号',
  },
  {
    key: 'yuanhang',
    companyName: '北京远航科技有限公司',
    creditCode: '91110108MA02BCDE2Y',
    contactName: '赵强',
    address: '北京市海淀区上地十街10号',
  },
  {
    key: 'hengxin',
    companyName: '上海恒信办公设备有限公司',
    creditCode: '91310115MA03CDEF3W',
    contactName: '陈静',
    address: '上海市浦东新区张江路100号',
  },
  {
    key: 'nanfang',
    companyName: '广州南方医疗器械有限公司',
    creditCode: '91440101MA04DEFG4U',
    contactName: '黄磊',
    address: '广州市天河区天河路385号',
  },
  {
    key: 'experts',
    companyName: '市政府采购评审专家库',
    creditCode: '12110000MB0345678C',
    contactName: '刘洋',
    address: '北京市西城区西长安街5号',
  },
  {
    key: 'group',
    companyName: '城建综合服务集团',
    creditCode: '91110000MA05EFGH5T',
    contactName: '周杰',
    address: '北京市丰台区丽泽路18号',
  },
  {
    key: 'newcomer',
    companyName: '杭州新锐医疗科技有限公司',
    creditCode: '91330106MA06FGHJ6R',
    contactName: '吴敏',
    address: '杭州市西湖区文三路90号',
  },
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    userName: 'admin',
    name: '平台管理员',
    roles: [ROLES.admin],
    company: 'platform',
    phoneNumber: '13800000001',
    emailAddress: 'admin@bidhall.example',
  },
  {
    userName: 'purchaser',
    name: '李采购',
    roles: [ROLES.purchaser],
    company: 'hospital',
    phoneNumber: '13800000002',
    emailAddress: 'purchaser@bidhall.example',
  },
  {
    userName: 'agency',
    name: '张代理',
    roles: [ROLES.agency],
    company: 'agency',
    phoneNumber: '13800000003',
    emailAddress: 'agency@bidhall.example',
  },
  {
    userName: 'supplier1',
    name: '赵供应',
    roles: [ROLES.supplier],
    company: 'yuanhang',
    phoneNumber: '13800000004',
    emailAddress: 'supplier1@bidhall.example',
  },
  {
    userName: 'supplier2',
    name: '陈供应',
    roles: [ROLES.supplier],
    company: 'hengxin',
    phoneNumber: '13800000005',
    emailAddress: 'supplier2@bidhall.example',
  },
  {
    userName: 'supplier3',
    name: '黄供应',
    roles: [ROLES.supplier],
    company: 'nanfang',
    phoneNumber: '13800000006',
    emailAddress: 'supplier3@bidhall.example',
  },
  {
    userName: 'expert1',
    name: '刘专家',
    roles: [ROLES.expert],
    company: 'experts',
    phoneNumber: '13800000007',
    emailAddress: 'expert1@bidhall.example',
  },
  {
    userName: 'expert2',
    name: '孙专家',
    roles: [ROLES.expert],
    company: 'experts',
    phoneNumber: '13800000008',
    emailAddress: 'expert2@bidhall.example',
  },
  {
    userName: 'supplier4',
    name: '吴新锐',
    roles: [ROLES.supplier],
    company: 'newcomer',
    phoneNumber: '13800000010',
    emailAddress: 'supplier4@bidhall.example',
    pending: true,
  },
  {
    userName: 'multi',
    name: '周兼职',
    roles: [ROLES.purchaser, ROLES.agency],
    company: 'group',
    phoneNumber: '13800000009',
    emailAddress: 'multi@bidhall.example',
  },
];
