// A lint rule for the prospect's pages (issue 41, decision 0322): no text a visitor sees or hears written
// in JSX; it comes from the catalogs (`<T id>`, `useT()`), so each page exists in every language. Reports
// JSX text with a letter, a string with a letter as a JSX child (`{'Next'}`), and a string with a letter in
// an attribute a visitor meets (alt, title, placeholder, aria-label...). Numbers, punctuation and class
// names pass; the owner's area is not checked (eslint.config.js lists the folders).
const LETTER = /\p{L}/u;
const VISIBLE_ATTRIBUTES = new Set([
  'alt',
  'title',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'heading',
  'subheading',
  'continueLabel',
]);

/** The text of a string literal or a template literal without expressions, else null. */
function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join('');
  return null;
}

const noVisibleLiteral = {
  meta: {
    type: 'problem',
    docs: { description: 'Visible text on a prospect page comes from the catalogs (decision 0322).' },
    messages: {
      text: 'Visible text "{{text}}" in JSX: put it in the catalog (packages/funnel/src/i18n/catalogs) and use <T id> or useT().',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXAttribute') return;
        const text = literalText(node.expression);
        if (text && LETTER.test(text)) report(node, text);
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !VISIBLE_ATTRIBUTES.has(node.name.name)) return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = literalText(value);
        if (text && LETTER.test(text)) report(node, text);
      },
    };
  },
};

export default { rules: { 'no-visible-literal': noVisibleLiteral } };
