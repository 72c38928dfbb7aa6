import type { Role, Subject } from '@nurselab/core';
import type { FastifyRequest } from 'fastify';
import { activeCourse, requestedCourse } from './activeCourse.js';
import { ApiError, forbidden, unauthorized } from '../http/errors.js';
import type { AuthRepository } from './repository.js';
import { TokenError, type TokenService, type VerifiedToken } from './tokens.js';

/** The signed-in user as the database says now (a role change or deletion applies at once). */
export interface Principal {
  userId: string;
  username: string;
  role: Role;
  /** A student's university; a lecturer's active course (one of `courses`). */
  universityId: string | null;
  /** The subject of that university. */
  course: Subject | null;
  /** The courses (university ids) a lecturer teaches; empty for everyone else. */
  courses: string[];
  /** A student waiting for (or refused) a lecturer's approval: signed in, but may not use the course. */
  approval?: 'pending' | 'refused';
  /** The token this request came with (sign-out revokes it). */
  token?: Pick<VerifiedToken, 'jti' | 'expiresAt'>;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

export type Guard = (request: FastifyRequest) => Promise<void>;

export function createGuards(repository: AuthRepository, tokens: TokenService) {
  async function authenticate(request: FastifyRequest): Promise<Principal> {
    const token = bearer(request);
    if (!token) throw unauthorized('auth.required');
    let verified: VerifiedToken;
    try {
      verified = await tokens.verify(token);
    } catch (err) {
      if (err instanceof TokenError) throw unauthorized('auth.invalidToken');
      throw err;
    }
    const found = await repository.userWithUniversity({ id: verified.sub });
    // Signed out, or issued before the last password change.
    if (!found || found.user.tokenVersion !== verified.ver || (await repository.isTokenRevoked(verified.jti))) throw unauthorized('auth.invalidToken');
    const { user, university } = found;
    if (user.role === 'professor') {
      const courses = await repository.coursesOf(user.id);
      const active = await activeCourse(repository, courses, { id: user.universityId, row: university }, requestedCourse(request));
      return { userId: user.id, username: user.username, role: user.role, ...active, courses, token: { jti: verified.jti, expiresAt: verified.expiresAt } };
    }
    return {
      userId: user.id,
      username: user.username,
      role: user.role,
      universityId: user.universityId,
      course: (university?.course ?? null) as Subject | null,
      courses: [],
      ...(user.approval !== 'approved' && { approval: user.approval }),
      token: { jti: verified.jti, expiresAt: verified.expiresAt },
    };
  }

  /** preHandler: a valid token of a user with one of the roles (any role when none are given). */
  function requireRole(...roles: Role[]): Guard {
    return async (request) => {
      request.principal = await authenticate(request);
      if (roles.length && !roles.includes(request.principal.role)) throw forbidden();
    };
  }

  /** preHandler: a student acting in their course (recording, uploading, their labs): approved by a lecturer where that is required. */
  function requireStudent(): Guard {
    const student = requireRole('student');
    return async (request) => {
      await student(request);
      requireApproved(principalOf(request));
    };
  }

  return { requireRole, requireStudent, authenticate };
}
export type Guards = ReturnType<typeof createGuards>;

/** The principal of a request that passed a guard. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** 403 account.pendingApproval (or account.refused) for a student a lecturer has not approved. */
export function requireApproved(principal: Principal): void {
  if (principal.approval === 'pending') throw new ApiError(403, 'account.pendingApproval');
  if (principal.approval === 'refused') throw new ApiError(403, 'account.refused');
}
