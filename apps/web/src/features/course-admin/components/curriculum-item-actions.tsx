import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { DANGER_GHOST } from '../lib/course-status';

const small = 'min-h-11 px-3 text-sm';

type Props = {
  kind: 'module' | 'lesson';
  /** The module's or lesson's id: the move buttons' ids carry it, so that the focus can find them again after a move. */
  itemId: string;
  /** Its title, which every button's accessible name carries. */
  title: string;
  busy: boolean;
  canMove: (by: -1 | 1) => boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onRemove: () => void;
};

function SmallButton({ danger = false, ...button }: ButtonHTMLAttributes<HTMLButtonElement> & { danger?: boolean }) {
  return <button type="button" className={`${danger ? DANGER_GHOST : buttonClass.ghost} ${small}`} {...button} />;
}

/** Up, Down, Edit and Remove for a module or a lesson of the curriculum, each named with its title. */
export function CurriculumItemActions({ kind, itemId, title, busy, canMove, onMove, onEdit, onRemove }: Props) {
  const { t } = useTranslation();
  const name = (action: 'moveUp' | 'moveDown' | 'edit' | 'remove') => t(`courseAdmin.${kind}.${action}`, { title });
  return (
    <div className="flex flex-wrap gap-1">
      <SmallButton id={`${kind}-up-${itemId}`} disabled={busy || !canMove(-1)} onClick={() => onMove(-1)} aria-label={name('moveUp')}>
        {t('courseAdmin.actions.up')}
      </SmallButton>
      <SmallButton id={`${kind}-down-${itemId}`} disabled={busy || !canMove(1)} onClick={() => onMove(1)} aria-label={name('moveDown')}>
        {t('courseAdmin.actions.down')}
      </SmallButton>
      <SmallButton disabled={busy} onClick={onEdit} aria-label={name('edit')}>
        {t('courseAdmin.actions.edit')}
      </SmallButton>
      <SmallButton danger disabled={busy} onClick={onRemove} aria-label={name('remove')}>
        {t('courseAdmin.actions.remove')}
      </SmallButton>
    </div>
  );
}
