import { useProgressBoard } from '../api/progress';
import { ProgressBoardView } from './progress-board';

/** A batch's progress board, on the batch's page (the app hands it to the batches' page). */
export default function BatchProgress({ batchId }: { batchId: string }) {
  const board = useProgressBoard(batchId);
  return board.data ? <ProgressBoardView board={board.data} /> : null;
}
