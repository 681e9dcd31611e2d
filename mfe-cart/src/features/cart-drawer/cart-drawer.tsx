import { FormattedMessage } from 'react-intl';
import { ComingSoon, Dialog, type ModalProps } from 'shared-sdk';

/**
 * The cart drawer (spec 2, 4), docked to the inline end. Its lines, shop selection and checkout
 * summary come with the cart issue.
 */
export default function CartDrawer({ onClose }: ModalProps) {
  return (
    <Dialog
      title={<FormattedMessage id="cart.drawer.title" defaultMessage="Shopping Cart" />}
      onClose={onClose}
      placement="end"
    >
      <ComingSoon />
    </Dialog>
  );
}
