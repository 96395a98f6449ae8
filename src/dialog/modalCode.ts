// The dialog code (Mantine's Modal, its scroll area, focus trap and scroll lock), downloaded by
// src/play/DeferredModal.tsx when a player first acts, not on a first visit. This folder belongs to
// no chunk group (scripts/chunkGroups.ts), so this module is a chunk of its own.
export { Modal } from '@mantine/core';
