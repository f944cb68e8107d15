/**
 * Copying text to the clipboard, with the reason in Chinese when the browser will not: the
 * Clipboard API exists only on secure pages (HTTPS or localhost), and the browser may refuse it.
 */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('浏览器只在 HTTPS 页面上允许写入剪贴板，请手动选中后复制');
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    throw new Error('浏览器拒绝了写入剪贴板，请手动选中后复制');
  }
}
