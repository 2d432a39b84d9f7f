// A modal route: a Mantine modal that, when closed, returns to the page drawn behind it.
import type { ReactNode } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import { useCloseModal } from '../hooks/use-modal-navigation';

interface RouteModalProps {
  title: string;
  children: ReactNode;
  size?: ModalProps['size'];
  /** The whole window (the SoundCheck player). */
  fullScreen?: boolean;
}

export function RouteModal({ title, children, size = 'md', fullScreen = false }: RouteModalProps) {
  const close = useCloseModal();
  return (
    <Modal
      opened
      onClose={close}
      title={title}
      size={size}
      centered={!fullScreen}
      fullScreen={fullScreen}
    >
      {children}
    </Modal>
  );
}
