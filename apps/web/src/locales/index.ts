import type zhCN from './zh-CN';

/** The shape every language's texts share (zh-CN is the reference). */
export type Translation = typeof zhCN;
