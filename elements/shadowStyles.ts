/**
 * filing-kit/styles.css rewritten for a shadow root.
 *
 * In the page, the stylesheet declares the `--fk-*` tokens on `.fk-root` and a host overrides them
 * there. Inside an element's shadow root the host cannot reach `.fk-root`, and a declaration there
 * would hide the values the host sets on the element or any ancestor (custom properties inherit into
 * a shadow root). So the token declarations are removed and each `var(--fk-x)` carries its default
 * as a fallback instead: the host's value when it set one, ours otherwise.
 */
export function shadowStyles(css: string): string {
  const tokens = new Map<string, string>()
  // The first rule of the file holds the token declarations: one per line as written, all on one line
  // once a bundler minified it (the standalone build does: `:where(.fk-root){--fk-x:…;--fk-y:…}`),
  // so a declaration ends at its semicolon, not at a line's end. No token's value holds a `;` or `}`.
  const withoutTokens = css.replace(/:where\(\.fk-root\)\s*\{([^}]*)\}/, (rule, body: string) => {
    const kept = body.replace(/(--fk-[\w-]+)\s*:\s*([^;]+);\s*/g, (_, name: string, value: string) => {
      tokens.set(name, value.trim())
      return ''
    })
    return rule.replace(body, kept)
  })
  const withFallbacks = (text: string, depth = 0): string =>
    text.replace(/var\((--fk-[\w-]+)\)/g, (use, name: string) => {
      const fallback = tokens.get(name)
      // A token's default may use another token (the focus ring uses the accent): resolved the same way.
      return fallback === undefined || depth > 4 ? use : `var(${name}, ${withFallbacks(fallback, depth + 1)})`
    })
  return withFallbacks(withoutTokens)
}

let adopted: CSSStyleSheet | string | undefined

/**
 * Gives a shadow root the library's styles: one constructable stylesheet shared by every element of
 * the page (parsed once), or a `<style>` where constructable stylesheets are missing.
 */
export function adoptStyles(root: ShadowRoot, css: string) {
  if (adopted === undefined) {
    const text = shadowStyles(css)
    try {
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(text)
      adopted = sheet
    } catch {
      adopted = text
    }
  }
  if (typeof adopted === 'string') {
    const style = document.createElement('style')
    style.textContent = adopted
    root.prepend(style)
  } else {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, adopted]
  }
}
