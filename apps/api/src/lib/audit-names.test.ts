import { describe, expect, it } from 'vitest';
import { deriveAuditName } from './audit-names.js';

const named = (route: string) => {
  const [method = '', url = ''] = route.split(' ');
  const { action, targetType, targetParam } = deriveAuditName(method, url);
  return `${action} ${targetType ?? '-'}:${targetParam ?? '-'}`;
};

describe('audit names derived from a route', () => {
  it.each([
    ['POST /api/v1/courses/admin', 'course.create course:-'],
    ['PUT /api/v1/courses/admin/:id', 'course.update course:id'],
    ['DELETE /api/v1/courses/admin/:id', 'course.delete course:id'],
    ['POST /api/v1/courses/admin/:id/modules', 'module.create course:id'],
    ['PUT /api/v1/courses/admin/:id/modules/order', 'module.order course:id'],
    ['PUT /api/v1/courses/admin/:id/modules/:moduleId', 'module.update module:moduleId'],
    ['POST /api/v1/courses/admin/:id/modules/:moduleId/lessons', 'lesson.create module:moduleId'],
    ['PUT /api/v1/courses/admin/:id/modules/:moduleId/lessons/order', 'lesson.order module:moduleId'],
    ['PUT /api/v1/courses/admin/:id/lessons/:lessonId/move', 'lesson.move lesson:lessonId'],
    ['DELETE /api/v1/courses/admin/:id/lessons/:lessonId', 'lesson.delete lesson:lessonId'],
    ['POST /api/v1/user', 'user.create user:-'],
    ['PATCH /api/v1/user/:id/status', 'user.status user:id'],
    ['POST /api/v1/user/:id/reset-password', 'user.reset-password user:id'],
    ['PATCH /api/v1/organizations/:id/toggle-status', 'organization.toggle-status organization:id'],
    ['PATCH /api/v1/alerts/:id/toggle', 'alert.toggle alert:id'],
    ['PATCH /api/v1/languages/:code', 'language.update language:code'],
    ['POST /api/v1/media', 'media.create media:-'],
    ['POST /api/v1/admin/demo-mode/end', 'demo.end demo:-'],
    ['PUT /api/v1/admin/demo-mode', 'demo.update demo:-'],
  ])('%s is %s', (route, expected) => {
    expect(named(route)).toBe(expected);
  });
});
