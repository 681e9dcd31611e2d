import { escapeHtml, page, type PageFrame } from '../orders/pages-html.js';
import type { OtherBuilds } from '../../db/queries/ops-overview.js';
import { REMOTES, type BuildRow, type BuildWindow, type OpsOverview } from './ops-overview.js';

const SPARK_WIDTH = 96;
const SPARK_HEIGHT = 24;

/** Page views per hour over the day as a small line (inline SVG, no script), labelled for screen readers. */
export function sparkline(points: readonly number[]): string {
  const top = Math.max(1, ...points);
  const step = SPARK_WIDTH / Math.max(1, points.length - 1);
  const coordinates = points
    .map((value, index) => `${(index * step).toFixed(1)},${(SPARK_HEIGHT - 1 - (value / top) * (SPARK_HEIGHT - 2)).toFixed(1)}`)
    .join(' ');
  const total = points.reduce((sum, value) => sum + value, 0);
  return `<svg class="spark" width="${SPARK_WIDTH}" height="${SPARK_HEIGHT}" viewBox="0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}" role="img" aria-label="${total} page views over the day, at most ${Math.max(...points, 0)} an hour"><polyline fill="none" stroke="currentColor" stroke-width="1.5" points="${coordinates}"/></svg>`;
}

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
const cls = (value: number | null) => (value === null ? '–' : (value / 1000).toFixed(2));
const rate = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : '–');

function windowCells(w: BuildWindow): string {
  return [
    `${w.loads}`,
    `${w.failures} (${rate(w.failures, w.loads)})`,
    `${w.views}`,
    `${w.errors}${w.views ? ` (${(w.errors / w.views).toFixed(2)}/view)` : ''}`,
    ms(w.lcp),
    ms(w.inp),
    cls(w.cls),
  ]
    .map((cell) => `<td>${escapeHtml(cell)}</td>`)
    .join('');
}

function state(build: BuildRow): string {
  if (build.abort) return `aborted ${build.abort.aborted_at.slice(0, 16)} UTC`;
  if (build.role === 'canary') return `canary, serving ${build.percent ?? 0}%`;
  if (build.role === 'stable') return 'stable';
  return build.served === 'preview' ? 'preview' : 'not in the composition';
}

/** The last part of a manifest's path, whole in the title (a phone shows the short form). */
function manifestCell(manifest: string): string {
  const url = URL.parse(manifest);
  const short = url ? url.pathname.replace(/\/mf-manifest\.json$/, '') : manifest;
  return `<span title="${escapeHtml(manifest)}">${escapeHtml(short)}</span>`;
}

function buildRows(builds: BuildRow[]): string {
  return builds
    .map(
      (build) => `<tr>
<th scope="row">${escapeHtml(state(build))}<br><small>${escapeHtml(build.version ?? '?')} · ${manifestCell(build.manifest)}</small></th>
${windowCells(build.hour)}${windowCells(build.day)}
<td>${sparkline(build.views)}</td>
</tr>`,
    )
    .join('\n');
}

const HEAD = ['loads', 'failures', 'views', 'errors', 'p75 LCP', 'p75 INP', 'p75 CLS'];

/** The day's other builds of a remote, past the busiest shown, in one line. */
function othersLine(others: OtherBuilds | undefined): string {
  if (!others) return '';
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `<p>And ${escapeHtml(count(others.builds, 'more build', 'more builds'))} over the last day: ${escapeHtml(
    `${count(others.loads, 'load', 'loads')} (${others.failures} failed), ${count(others.views, 'page view', 'page views')}, ${count(others.errors, 'error', 'errors')}`,
  )}.</p>`;
}

function remoteSection(remote: string, builds: BuildRow[], others: OtherBuilds | undefined): string {
  if (!builds.length) return `<section><h2>${escapeHtml(remote)}</h2><p>No build named or reported.</p></section>`;
  const heads = (label: string) => HEAD.map((name) => `<th scope="col">${escapeHtml(name)}<br><small>${label}</small></th>`).join('');
  return `<section aria-labelledby="remote-${remote}"><h2 id="remote-${remote}">${escapeHtml(remote)}</h2>
<div class="scroll" tabindex="0" role="region" aria-label="${escapeHtml(remote)} builds"><table>
<thead><tr><th scope="col">build</th>${heads('last hour')}${heads('last day')}<th scope="col">views / hour<br><small>last day</small></th></tr></thead>
<tbody>${buildRows(builds)}</tbody></table></div>${othersLine(others)}</section>`;
}

function compositionSection(overview: OpsOverview): string {
  const verdict = overview.composition.verdict;
  const checks =
    verdict === null
      ? '<p>composition.json cannot be read.</p>'
      : verdict.ok
        ? '<p>composition.json passes its checks.</p>'
        : `<p>composition.json fails its checks:</p><ul>${verdict.errors.map((error) => `<li>${escapeHtml(error)}</li>`).join('')}</ul>`;
  return `<section aria-labelledby="composition"><h2 id="composition">Composition</h2>${checks}
<p><small>Read-only: change the file under version control, with <code>npm run compose</code>.</small></p></section>`;
}

function abortsSection(overview: OpsOverview): string {
  if (!overview.aborts.length) return '<section aria-labelledby="aborts"><h2 id="aborts">Canary aborts</h2><p>None.</p></section>';
  const items = overview.aborts
    .map(
      (abort) =>
        `<li><strong>${escapeHtml(abort.remote)}</strong> ${escapeHtml(abort.aborted_at.slice(0, 16))} UTC: ${escapeHtml(abort.reason)}</li>`,
    )
    .join('');
  return `<section aria-labelledby="aborts"><h2 id="aborts">Canary aborts</h2><ul>${items}</ul></section>`;
}

/** GET /ops: the page, in English (an operators' page), whole in the HTML. */
export function opsPage(frame: PageFrame, overview: OpsOverview): string {
  const sections = REMOTES.map((remote) =>
    remoteSection(
      remote,
      overview.builds.filter((build) => build.remote === remote),
      overview.others.find((others) => others.remote === remote),
    ),
  ).join('\n');
  const extra = `<style>
main { max-width: 1200px; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; font-size: 0.85rem; white-space: nowrap; }
th, td { padding: 4px 8px; border-bottom: 1px solid #e5e7eb; text-align: end; }
th[scope=row] { text-align: start; }
.spark { color: ${escapeHtml(frame.themeColor)}; }
</style>`;
  return page(
    frame,
    'Operations',
    `${extra}<h1>Operations</h1><p>Generated ${escapeHtml(overview.generatedAt.toISOString().slice(0, 19).replace('T', ' '))} UTC. Loads, page views, errors and p75 Core Web Vitals as shoppers' browsers report them.</p>
${compositionSection(overview)}
${sections}
${abortsSection(overview)}`,
  );
}
