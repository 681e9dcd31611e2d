/**
 * @jest-environment node
 */
import { Suspense, use, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { Island, defineIsland, islandIdPrefix } from 'shared-sdk';
import { ServerStyleSheet } from 'styled-components';
import styled from 'styled-components';
import { renderIslandsBody, spliceIslands } from './islands-body';

const Counter = ({ start }: { start: number }) => {
  const id = useId();
  return (
    <button type="button" id={id}>
      {start}
    </button>
  );
};
const counterIsland = defineIsland('test/counter', Counter);
const Heading = styled.h1`
  color: rebeccapurple;
`;

const page = (
  <main>
    <Heading>Static</Heading>
    <Island of={counterIsland} props={{ start: 3 }} />
    <p>between</p>
    <Island of={counterIsland} props={{ start: 5 }} wake="visible" />
  </main>
);
const OPTIONS = { timeoutMs: 5000, onPartLeft: () => undefined };
const inBox = (island: React.ReactNode) => <section className="root">{island}</section>;

describe('renderIslandsBody', () => {
  it('renders the page with each island in its mark, rendered by itself as the browser will hydrate it', async () => {
    const sheet = new ServerStyleSheet();
    const body = await renderIslandsBody({ page, wrapIsland: inBox, sheet }, OPTIONS);
    expect(body?.islands).toBe(2);
    const marks = [...body!.html.matchAll(/<sf-island ([^>]*)>(.*?)<\/sf-island>/g)];
    expect(marks.map(([, attributes]) => attributes)).toEqual([
      'data-island="test/counter" data-index="0" data-wake="load" data-props="{&quot;start&quot;:3}" style="display:contents"',
      'data-island="test/counter" data-index="1" data-wake="visible" data-props="{&quot;start&quot;:5}" style="display:contents"',
    ]);
    // Each island's HTML is what a render of it alone, with its own id prefix, gives.
    marks.forEach(([, , inner], index) => {
      const alone = renderToString(inBox(<Counter start={index === 0 ? 3 : 5} />), { identifierPrefix: islandIdPrefix(index) });
      expect(inner).toBe(alone);
      expect(inner).toContain(islandIdPrefix(index));
    });
    expect(body!.html).toContain('<p>between</p>');
    // The page's styles and the islands' go into the one sheet.
    expect(sheet.getStyleTags()).toContain('rebeccapurple');
    sheet.seal();
  });

  it('answers null when a part is not ready in time, so the page is rendered whole instead', async () => {
    const never = new Promise<string>(() => undefined);
    const Waiting = () => <p>{use(never)}</p>;
    const sheet = new ServerStyleSheet();
    const late = (
      <Suspense fallback={<p>…</p>}>
        <Waiting />
      </Suspense>
    );
    await expect(renderIslandsBody({ page: late, wrapIsland: inBox, sheet }, { ...OPTIONS, timeoutMs: 50 })).resolves.toBeNull();
    sheet.seal();
  });

  it('answers null when an island throws, and tells what was left', async () => {
    const Broken = (): never => {
      throw new Error('broken island');
    };
    const left: unknown[] = [];
    const sheet = new ServerStyleSheet();
    const withBroken = (
      <main>
        <Island of={defineIsland('test/broken', Broken)} props={{}} />
      </main>
    );
    const body = await renderIslandsBody(
      { page: withBroken, wrapIsland: inBox, sheet },
      { ...OPTIONS, onPartLeft: (error) => left.push(error) },
    );
    expect(body).toBeNull();
    expect(left).toEqual([new Error('broken island')]);
    sheet.seal();
  });
});

describe('spliceIslands', () => {
  it('fills each mark by its index, whatever the order of the marks', () => {
    const html =
      '<sf-island data-island="a" data-index="1" style="display:contents"></sf-island><i></i><sf-island data-island="b" data-index="0"></sf-island>';
    expect(spliceIslands(html, ['<b>zero</b>', '<a>one</a>'])).toBe(
      '<sf-island data-island="a" data-index="1" style="display:contents"><a>one</a></sf-island><i></i><sf-island data-island="b" data-index="0"><b>zero</b></sf-island>',
    );
  });
});
