import { html, trustedHtml, type Html } from '../../lib/html.js';
import { page, type PageFrame } from '../../rendering/server-pages.js';
import type { OtherBuilds } from '../../db/queries/ops-overview.js';
import { REMOTES, type BuildRow, type BuildWindow, type OpsOverview } from './ops-overview.js';

const SPARK_WIDTH = 96;
const SPARK_HEIGHT = 24;

/** Page views per hour over the day as a small line (inline SVG, no script), labelled for screen readers. */
export function sparkline(points: readonly number[]): Html {
  const top = Math.max(1, ...points);
  const step = SPARK_WIDTH / Math.max(1, points.length - 1);
  const coordinates = points
    .map((value, index) => `${(index * step).toFixed(1)},${(SPARK_HEIGHT - 1 - (value / top) * (SPARK_HEIGHT - 2)).toFixed(1)}`)
    .join(' ');
  const total = points.reduce((sum, value) => sum + value, 0);
  return html`<svg class="spark" width="${SPARK_WIDTH}" height="${SPARK_HEIGHT}" viewBox="0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}" role="img" aria-label="${total} page views over the day, at most ${Math.max(...points, 0)} an hour"><polyline fill="none" stroke="currentColor" stroke-width="1.5" points="${coordinates}"/></svg>`;
}

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
const cls = (value: number | null) => (value === null ? '–' : (value / 1000).toFixed(2));
const rate = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : '–');

function windowCells(w: BuildWindow): Html[] {
  return [
    `${w.loads}`,
    `${w.failures} (${rate(w.failures, w.loads)})`,
    `${w.views}`,
    `${w.errors}${w.views ? ` (${(w.errors / w.views).toFixed(2)}/view)` : ''}`,
    ms(w.lcp),
    ms(w.inp),
    cls(w.cls),
  ].map((cell) => html`<td>${cell}</td>`);
}

function state(build: BuildRow): string {
  if (build.abort) return `aborted ${build.abort.aborted_at.slice(0, 16)} UTC`;
  if (build.role === 'canary') return `canary, serving ${build.percent ?? 0}%`;
  if (build.role === 'stable') return 'stable';
  return build.served === 'preview' ? 'preview' : 'not in the composition';
}

/** The last part of a manifest's path, whole in the title (a phone shows the short form). */
function manifestCell(manifest: string): Html {
  const url = URL.parse(manifest);
  const short = url ? url.pathname.replace(/\/mf-manifest\.json$/, '') : manifest;
  return html`<span title="${manifest}">${short}</span>`;
}

function buildRows(builds: BuildRow[]): Html[] {
  return builds.map(
    (build, index) => html`${index ? '\n' : ''}<tr>
<th scope="row">${state(build)}<br><small>${build.version ?? '?'} · ${manifestCell(build.manifest)}</small></th>
${windowCells(build.hour)}${windowCells(build.day)}
<td>${sparkline(build.views)}</td>
</tr>`,
  );
}

const HEAD = ['loads', 'failures', 'views', 'errors', 'p75 LCP', 'p75 INP', 'p75 CLS'];

/** The day's other builds of a remote, past the busiest shown, in one line. */
function othersLine(others: OtherBuilds | undefined): Html | null {
  if (!others) return null;
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const totals = `${count(others.loads, 'load', 'loads')} (${others.failures} failed), ${count(others.views, 'page view', 'page views')}, ${count(others.errors, 'error', 'errors')}`;
  return html`<p>And ${count(others.builds, 'more build', 'more builds')} over the last day: ${totals}.</p>`;
}

function remoteSection(remote: string, builds: BuildRow[], others: OtherBuilds | undefined): Html {
  if (!builds.length) return html`<section><h2>${remote}</h2><p>No build named or reported.</p></section>`;
  const heads = (label: string) => HEAD.map((name) => html`<th scope="col">${name}<br><small>${label}</small></th>`);
  return html`<section aria-labelledby="remote-${remote}"><h2 id="remote-${remote}">${remote}</h2>
<div class="scroll" tabindex="0" role="region" aria-label="${remote} builds"><table>
<thead><tr><th scope="col">build</th>${heads('last hour')}${heads('last day')}<th scope="col">views / hour<br><small>last day</small></th></tr></thead>
<tbody>${buildRows(builds)}</tbody></table></div>${othersLine(others)}</section>`;
}

function compositionSection(overview: OpsOverview): Html {
  const verdict = overview.composition.verdict;
  const checks =
    verdict === null
      ? html`<p>composition.json cannot be read.</p>`
      : verdict.ok
        ? html`<p>composition.json passes its checks.</p>`
        : html`<p>composition.json fails its checks:</p><ul>${verdict.errors.map((error) => html`<li>${error}</li>`)}</ul>`;
  return html`<section aria-labelledby="composition"><h2 id="composition">Composition</h2>${checks}
<p><small>Read-only: change the file under version control, with <code>npm run compose</code>.</small></p></section>`;
}

function abortsSection(overview: OpsOverview): Html {
  if (!overview.aborts.length) return html`<section aria-labelledby="aborts"><h2 id="aborts">Canary aborts</h2><p>None.</p></section>`;
  const items = overview.aborts.map(
    (abort) => html`<li><strong>${abort.remote}</strong> ${abort.aborted_at.slice(0, 16)} UTC: ${abort.reason}</li>`,
  );
  return html`<section aria-labelledby="aborts"><h2 id="aborts">Canary aborts</h2><ul>${items}</ul></section>`;
}

/** GET /ops: the page, in English (an operators' page), whole in the HTML. */
export function opsPage(frame: PageFrame, overview: OpsOverview): Html {
  const sections = REMOTES.map((remote, index) => {
    const builds = overview.builds.filter((build) => build.remote === remote);
    const others = overview.others.find((each) => each.remote === remote);
    return html`${index ? '\n' : ''}${remoteSection(remote, builds, others)}`;
  });
  // The code's style sheet; the theme colour is validated as #RRGGBB (themeColorOf).
  const extra = trustedHtml(`<style>
main { max-width: 1200px; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; font-size: 0.85rem; white-space: nowrap; }
th, td { padding: 4px 8px; border-bottom: 1px solid #e5e7eb; text-align: end; }
th[scope=row] { text-align: start; }
.spark { color: ${frame.themeColor}; }
</style>`);
  return page(
    frame,
    'Operations',
    html`${extra}<h1>Operations</h1><p>Generated ${overview.generatedAt.toISOString().slice(0, 19).replace('T', ' ')} UTC. Loads, page views, errors and p75 Core Web Vitals as shoppers' browsers report them.</p>
${compositionSection(overview)}
${sections}
${abortsSection(overview)}`,
  );
}
