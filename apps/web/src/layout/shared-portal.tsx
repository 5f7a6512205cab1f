import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The attribute of the node Mantine's Portal shares between its portals (`reuseTargetNode`, its
 * default): a `div` appended to `body` that every modal, popover and tooltip renders into, the
 * later ones after (and so above) the earlier.
 */
const sharedPortalNodeAttribute = 'data-mantine-shared-portal-node';

/** Mantine's shared portal node, created the way Mantine creates it when no portal has yet. */
function sharedPortalNode(): HTMLElement {
  const existing = document.querySelector<HTMLElement>(`[${sharedPortalNodeAttribute}]`);
  if (existing) return existing;
  const node = document.createElement('div');
  node.setAttribute('data-portal', 'true');
  node.setAttribute(sharedPortalNodeAttribute, 'true');
  document.body.appendChild(node);
  return node;
}

/**
 * Renders `children` into Mantine's shared portal node in the same render pass, for a large modal
 * given `withinPortal={false}`. Mantine's Portal renders nothing on its first pass and its children
 * in a second one, started from a layout effect: a synchronous render that a transition cannot
 * slice, so a dialog opened in a transition was still built in one long task. Here the dialog is
 * built in the transition's slices. Its own popovers and nested modals keep Mantine's portal: they
 * are appended to the same node after it, and so stack above it.
 */
export function SharedPortal({ children }: { children: ReactNode }) {
  const [node] = useState(sharedPortalNode);
  return createPortal(children, node);
}
