import type { AdminLesson, CourseAdminDetail } from '@jal/contracts';

/** Module ids after moving the module at `index` by one place. */
export function planModuleMove(course: CourseAdminDetail, index: number, by: -1 | 1): string[] {
  const ids = course.modules.map((module) => module.id);
  const [moved] = ids.splice(index, 1);
  if (moved) ids.splice(index + by, 0, moved);
  return ids;
}

export type LessonPlan = { type: 'reorder'; moduleId: string; ids: string[] } | { type: 'move'; moduleId: string; index: number };

/**
 * Up or down by one place; past the first or last lesson of a module the lesson crosses into
 * the end of the module before or the start of the module after. Null when there is nowhere to go.
 */
export function planLessonMove(course: CourseAdminDetail, lesson: AdminLesson, by: -1 | 1): LessonPlan | null {
  const moduleIndex = course.modules.findIndex((module) => module.id === lesson.moduleId);
  const module = course.modules[moduleIndex];
  if (!module) return null;
  const ids = module.lessons.map((item) => item.id);
  const at = ids.indexOf(lesson.id);
  const target = at + by;
  if (target >= 0 && target < ids.length) {
    ids.splice(at, 1);
    ids.splice(target, 0, lesson.id);
    return { type: 'reorder', moduleId: module.id, ids };
  }
  const neighbour = course.modules[moduleIndex + by];
  if (!neighbour) return null;
  return { type: 'move', moduleId: neighbour.id, index: by < 0 ? neighbour.lessons.length : 0 };
}
