import { resolveLanguage, type Labels, type Language } from '@bidhall/domain/lang';
import type { AckErrorCode } from '@bidhall/contracts/realtime/protocol';

/** Texts for acknowledgement errors and refused handshakes, in every interface language. */
export const ERROR_TEXTS: Readonly<
  Record<AckErrorCode | 'token-missing' | 'token-expired' | 'token-revoked' | 'too-many-sockets' | 'origin', Labels>
> = {
  'invalid-payload': {
    'zh-CN': '请求格式不正确',
    'zh-TW': '請求格式不正確',
    'en-US': 'The request is malformed',
    'pt-BR': 'A solicitação está malformada',
  },
  unauthenticated: {
    'zh-CN': '登录凭证无效',
    'zh-TW': '登入憑證無效',
    'en-US': 'The sign-in token is invalid',
    'pt-BR': 'O token de acesso é inválido',
  },
  'token-missing': { 'zh-CN': '未登录', 'zh-TW': '未登入', 'en-US': 'Not signed in', 'pt-BR': 'Sessão não iniciada' },
  'token-expired': {
    'zh-CN': '登录已过期，请重新登录',
    'zh-TW': '登入已過期，請重新登入',
    'en-US': 'The session has expired; please sign in again',
    'pt-BR': 'A sessão expirou; entre novamente',
  },
  'token-revoked': {
    'zh-CN': '登录已失效，请重新登录',
    'zh-TW': '登入已失效，請重新登入',
    'en-US': 'The session was ended; please sign in again',
    'pt-BR': 'A sessão foi encerrada; entre novamente',
  },
  forbidden: {
    'zh-CN': '无权进入该竞价大厅',
    'zh-TW': '無權進入該競價大廳',
    'en-US': 'You may not enter this bidding hall',
    'pt-BR': 'Você não pode entrar nesta sala de lances',
  },
  'not-found': {
    'zh-CN': '项目不存在',
    'zh-TW': '項目不存在',
    'en-US': 'The project does not exist',
    'pt-BR': 'O projeto não existe',
  },
  'protocol-outdated': {
    'zh-CN': '页面版本过旧，请刷新',
    'zh-TW': '頁面版本過舊，請重新整理',
    'en-US': 'This page is out of date; please reload',
    'pt-BR': 'Esta página está desatualizada; recarregue',
  },
  'rate-limited': {
    'zh-CN': '请求过于频繁',
    'zh-TW': '請求過於頻繁',
    'en-US': 'Too many requests',
    'pt-BR': 'Solicitações demais',
  },
  unavailable: {
    'zh-CN': '服务暂时不可用，请稍后重试',
    'zh-TW': '服務暫時無法使用，請稍後重試',
    'en-US': 'The service is unavailable; try again shortly',
    'pt-BR': 'O serviço está indisponível; tente novamente em instantes',
  },
  internal: {
    'zh-CN': '服务器内部错误',
    'zh-TW': '伺服器內部錯誤',
    'en-US': 'Internal server error',
    'pt-BR': 'Erro interno do servidor',
  },
  'too-many-sockets': {
    'zh-CN': '同一账号打开的实时连接过多（最多 {max} 个），请关闭其他页面后重试',
    'zh-TW': '同一帳號開啟的即時連線過多（最多 {max} 個），請關閉其他頁面後重試',
    'en-US': 'Too many live connections for this account (at most {max}); close other pages and try again',
    'pt-BR': 'Conexões ao vivo demais para esta conta (no máximo {max}); feche outras páginas e tente novamente',
  },
  origin: {
    'zh-CN': '来源不被允许',
    'zh-TW': '來源不被允許',
    'en-US': 'This origin is not allowed',
    'pt-BR': 'Esta origem não é permitida',
  },
};

export type ErrorTextKey = keyof typeof ERROR_TEXTS;

/** The text in the caller's language, each `{name}` replaced by its parameter. */
export function errorText(
  key: ErrorTextKey,
  lang: Language | string | undefined,
  params: Record<string, string | number> = {},
): string {
  return ERROR_TEXTS[key][resolveLanguage(lang)].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export type { Language };
