import type { Blocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** 'Leave without saving?' for a navigation blocked by `useUnsavedChanges`, on any dashboard editor. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('courseAdmin.unsaved.title')}
      message={t('courseAdmin.unsaved.message')}
      confirmLabel={t('courseAdmin.unsaved.leave')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      danger
    />
  );
}
