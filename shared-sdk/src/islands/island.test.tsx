import { renderToString } from 'react-dom/server';
import { Island, IslandCollector, IslandCollectorProvider, defineIsland } from './island';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const greetingIsland = defineIsland('test/greeting', Greeting);

describe('Island', () => {
  it('is its component inside the app', () => {
    expect(renderToString(<Island of={greetingIsland} props={{ name: 'Sara' }} />)).toBe('<p>Hello <!-- -->Sara</p>');
  });

  it("takes the app's own props inside the app, and goes without them as an island", () => {
    const Titled = ({ name, title }: { name: string; title?: string }) => (
      <p>
        {title ?? 'Hello'} {name}
      </p>
    );
    const titled = defineIsland('test/titled', Titled);
    const page = <Island of={titled} props={{ name: 'Sara' }} inApp={{ title: 'Dear' }} />;
    expect(renderToString(page)).toBe('<p>Dear<!-- --> <!-- -->Sara</p>');
    const collector = new IslandCollector();
    renderToString(<IslandCollectorProvider value={collector}>{page}</IslandCollectorProvider>);
    expect(collector.islands.map(({ props }) => props)).toEqual([{ name: 'Sara' }]);
  });

  it('is an empty mark with its name, wake and props in the server render of a page of islands, noted once per place', () => {
    const collector = new IslandCollector();
    const html = renderToString(
      <IslandCollectorProvider value={collector}>
        <Island of={greetingIsland} props={{ name: '<Sara & "Omar">' }} wake="idle" />
        <Island of={greetingIsland} props={{ name: 'Ali' }} />
      </IslandCollectorProvider>,
    );
    expect(html).toBe(
      '<sf-island data-island="test/greeting" data-index="0" data-wake="idle" data-props="{&quot;name&quot;:&quot;&lt;Sara &amp; \\&quot;Omar\\&quot;&gt;&quot;}" style="display:contents"></sf-island>' +
        '<sf-island data-island="test/greeting" data-index="1" data-wake="load" data-props="{&quot;name&quot;:&quot;Ali&quot;}" style="display:contents"></sf-island>',
    );
    expect(collector.islands.map(({ index, props, wake }) => ({ index, props, wake }))).toEqual([
      { index: 0, props: { name: '<Sara & "Omar">' }, wake: 'idle' },
      { index: 1, props: { name: 'Ali' }, wake: 'load' },
    ]);
  });

  it('keeps its index when its place renders again', () => {
    const collector = new IslandCollector();
    expect(collector.add('«r1»', greetingIsland as never, { name: 'a' }, 'load')).toBe(0);
    expect(collector.add('«r2»', greetingIsland as never, { name: 'b' }, 'load')).toBe(1);
    expect(collector.add('«r1»', greetingIsland as never, { name: 'a' }, 'load')).toBe(0);
    expect(collector.islands).toHaveLength(2);
  });
});
