/**
 * Words users read come from the message catalogue (src/lib/i18n), never from a literal in JSX: text between tags,
 * a string in braces (also as a branch of `?:` or `&&`), a text attribute (aria-label, title, alt, placeholder, and
 * any prop named like *label, *title, *text, *message, *description) and the page title (`useDocumentTitle`).
 * A literal counts when it holds a word (two letters in a row); symbols, numbers and single letters pass.
 */
const WORD = /\p{L}{2}/u;
const TEXT_ATTRIBUTE =
  /^(aria-(label|description|roledescription|valuetext|placeholder)|alt|placeholder|title)$|(label|title|text|message|description|heading|caption)$/i;
const TEXT_CALLS = new Set(['useDocumentTitle']);

/** The literal strings an expression may evaluate to (through `?:`, `&&`/`||`/`??` and template literals). */
function literals(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [[node, node.value]] : [];
    case 'TemplateLiteral':
      return [[node, node.quasis.map((q) => q.value.cooked ?? '').join(' ')]];
    case 'ConditionalExpression':
      return [...literals(node.consequent), ...literals(node.alternate)];
    case 'LogicalExpression':
      return [...literals(node.left), ...literals(node.right)];
    default:
      return [];
  }
}

const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text in JSX comes from the message catalogue (src/lib/i18n/README.md).' },
    schema: [],
    messages: {
      literal:
        'User-visible text "{{text}}" bypasses the catalogue: add a key to src/lib/i18n/messages/*.json and use t() (src/lib/i18n/README.md).',
    },
  },
  create(context) {
    const report = (node, text) => {
      if (WORD.test(text)) context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    };
    const reportAll = (expression) => literals(expression).forEach(([node, text]) => report(node, text));
    return {
      JSXText: (node) => report(node, node.value),
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') reportAll(node.expression);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXNamespacedName' ? node.name.name.name : node.name.name;
        if (!TEXT_ATTRIBUTE.test(name) || !node.value) return;
        reportAll(node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value);
      },
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && TEXT_CALLS.has(node.callee.name)) node.arguments.forEach(reportAll);
      },
    };
  },
};

export const i18nPlugin = { rules: { 'no-literal-text': noLiteralText } };
