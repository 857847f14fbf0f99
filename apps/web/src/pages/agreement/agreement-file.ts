import { escapeHtml as escape } from '@bidhall/domain/html-text';
import type { AgreementDto } from '@bidhall/contracts/agreement';
import { formatTime } from '../../components/project/format-time';
import { saveFile } from '../../components/save-file';
import { fmt } from '../../i18n/format';

type Translate = (key: string) => string;

/**
 * The contract as one self-contained HTML file: its parties, amount, signatures and text. The
 * text is the api's sanitized rich text, so it goes in as it is; every other field is escaped.
 */
export function agreementHtml(a: AgreementDto, t: Translate, lang: string): string {
  const rows: [string, string][] = [
    [t('agreement.field.contractNum'), a.contractNum ?? '-'],
    [t('agreement.project'), `${a.projectName} (${a.projectNum})`],
    [t('agreement.purchaser'), a.purchaserName ?? '-'],
    [t('agreement.supplier'), a.supplierName ?? '-'],
    [t('agreement.field.amount'), fmt().money(a.amount)],
    [t('agreement.status'), a.statusName],
    [
      t('agreement.signedAt.purchaser'),
      a.purchaserSignedAt ? formatTime(a.purchaserSignedAt) : t('agreement.notSigned'),
    ],
    [t('agreement.signedAt.supplier'), a.supplierSignedAt ? formatTime(a.supplierSignedAt) : t('agreement.notSigned')],
  ];
  const table = rows.map(([k, v]) => `<tr><th>${escape(k)}</th><td>${escape(v)}</td></tr>`).join('');
  return [
    `<!doctype html><html lang="${escape(lang)}"><head><meta charset="utf-8"><title>${escape(a.title)}</title>`,
    '<style>body{font-family:sans-serif;max-width:800px;margin:2em auto}th{text-align:left;padding-right:1em}</style>',
    `</head><body><h1>${escape(a.title)}</h1><table>${table}</table><hr>${a.content}</body></html>`,
  ].join('');
}

/** Saves the contract as `<title>.html`. */
export function downloadAgreement(a: AgreementDto, t: Translate, lang: string) {
  saveFile(`${a.title}.html`, new Blob([agreementHtml(a, t, lang)], { type: 'text/html;charset=utf-8' }));
}
