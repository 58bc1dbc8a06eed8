export { Modal, type ModalProps } from './Modal';
export { InfoModal, type InfoModalProps, type InfoModalVariant } from './InfoModal';
