/**
 * /banco/metricas: the field data as a bank's team would glance at it. Server-drawn SVG bars (no
 * script, no inline style: the bank's CSP allows neither), fitting a phone.
 */
import { KIND_LABELS } from './scenarios';
import { FUNNEL, type Summary } from './metrics';
import { page } from './pages';
import { escapeHtml as h } from './util';
import type { ConsentKind } from '../src/api/contract';

const BAR_WIDTH = 100;

/** One horizontal bar chart: a row per item, the bar's length relative to the largest value. */
function bars(title: string, rows: { label: string; value: number; text: string }[]): string {
  if (rows.length === 0) return `<h2>${h(title)}</h2><p>Nenhum dado ainda.</p>`;
  const max = Math.max(1, ...rows.map((r) => r.value));
  const rowHeight = 44;
  const height = rows.length * rowHeight;
  const items = rows
    .map((r, i) => {
      const y = i * rowHeight;
      const width = Math.max(0.5, (r.value / max) * BAR_WIDTH);
      return `<text x="0" y="${y + 14}" font-size="13" fill="#1d2b24">${h(r.label)}</text>
<rect x="0" y="${y + 20}" width="${width.toFixed(1)}%" height="14" rx="3" fill="#0b7a46"></rect>
<text x="100%" y="${y + 14}" font-size="13" text-anchor="end" fill="#1d2b24">${h(r.text)}</text>`;
    })
    .join('\n');
  return `<h2>${h(title)}</h2>
<svg role="img" aria-label="${h(title)}" width="100%" height="${height}">
<title>${h(title)}: ${h(rows.map((r) => `${r.label} ${r.text}`).join('; '))}</title>
${items}
</svg>`;
}

const kindLabel = (kind: string) => KIND_LABELS[kind as ConsentKind] ?? 'Antes da carga do consentimento';
const ms = (v: number | null) => (v === null ? '—' : `${Math.round(v)} ms`);

export function metricsPage(summary: Summary): string {
  const funnels = summary.funnel
    .map(({ kind, counts }) => {
      const start = counts[0] || Math.max(...counts, 1);
      return bars(
        `Funil: ${kindLabel(kind)}`,
        FUNNEL.map((step, i) => {
          const n = counts[i] ?? 0;
          return { label: step, value: n, text: `${n} (${Math.round((n / start) * 100)}%)` };
        }),
      );
    })
    .join('\n');
  const vitals = summary.vitals.map((v) => ({
    label: `${v.name} (p75, ${v.samples} amostras)`,
    value: v.p75 ?? 0,
    text: v.name === 'CLS' ? (v.p75 === null ? '—' : v.p75.toFixed(3)) : ms(v.p75),
  }));
  return page(
    'Métricas de campo — Banco simulado',
    `<h1>Métricas de campo</h1>
<p>O que o portal enviou por <code>navigator.sendBeacon</code>: etapas, resultados, status do banco e Web Vitals, sem dados pessoais. ${summary.journeys} jornada(s).</p>
${funnels || '<h2>Funil</h2><p>Nenhuma jornada ainda.</p>'}
${bars('Resultados', summary.outcomes.map((o) => ({ label: o.label, value: o.count, text: String(o.count) })))}
${bars('Respostas do banco (SPEC §8)', summary.statuses.map((s) => ({ label: s.label, value: s.count, text: String(s.count) })))}
${bars('Minhas autorizações (/autorizacoes)', summary.authorisations.map((a) => ({ label: a.label, value: a.count, text: String(a.count) })))}
${bars('Web Vitals: LCP e INP (p75)', vitals.filter((v) => !v.label.startsWith('CLS')))}
${bars('Web Vitals: CLS (p75)', vitals.filter((v) => v.label.startsWith('CLS')))}
<p><a href="/banco/metricas">Atualizar</a></p>`,
  );
}
