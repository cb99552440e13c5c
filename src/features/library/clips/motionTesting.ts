// Test helper: Fluent's drawer and dialog motion cancels its animation on unmount; happy-dom then
// rejects `finished`, which nothing observes (Chromium does not reject it unobserved).
import { vi } from 'vitest';

export function quietFluentMotion(): void {
  const animate = Element.prototype.animate;
  vi.spyOn(Element.prototype, 'animate').mockImplementation(function (
    this: Element,
    ...args: Parameters<Element['animate']>
  ) {
    const animation = animate.apply(this, args);
    animation.finished.catch(() => undefined);
    return animation;
  });
}
