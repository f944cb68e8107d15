/** '应用初始化失败' (spec §8), drawn with plain DOM because React or antd may be what failed. */
export function showInitFailure(container: HTMLElement, error: unknown) {
  container.replaceChildren();
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:480px;margin:15vh auto;padding:24px;font-family:sans-serif;text-align:center';
  const title = document.createElement('h1');
  title.textContent = '应用初始化失败';
  title.style.fontSize = '22px';
  const detail = document.createElement('p');
  detail.textContent = error instanceof Error ? error.message : String(error);
  detail.style.color = '#888';
  const reload = document.createElement('button');
  reload.textContent = '重新加载';
  reload.style.cssText = 'padding:6px 16px;font-size:14px;cursor:pointer';
  reload.addEventListener('click', () => window.location.reload());
  box.append(title, detail, reload);
  container.append(box);
}
