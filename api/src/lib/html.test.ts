import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeHtml, html, trustedHtml } from './html.js';

describe('the html template', () => {
  it('escapes every value it is given, in content and in attributes', () => {
    const name = `<script>alert("x")</script> & 'friends'`;
    assert.equal(
      html`<p title="${name}">${name}</p>`.toString(),
      '<p title="&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;friends&#39;">&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;friends&#39;</p>',
    );
  });

  it('writes a fragment built with it, and markup marked trusted, as they are', () => {
    const item = (text: string) => html`<li>${text}</li>`;
    assert.equal(html`<ul>${['a<b', 'c'].map(item)}</ul>`.toString(), '<ul><li>a&#60;b</li><li>c</li></ul>');
    assert.equal(html`<div>${trustedHtml('<svg></svg>')}</div>`.toString(), '<div><svg></svg></div>');
  });

  it('writes numbers, and nothing for null, undefined and false', () => {
    assert.equal(html`${3}|${null}|${undefined}|${false}|${0}`.toString(), '3||||0');
  });

  it('escapes the five characters that change HTML', () => {
    assert.equal(escapeHtml(`&<>"'`), '&#38;&#60;&#62;&#34;&#39;');
  });
});
