import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './errors';
import { homeTestimonials, normaliseTestimonials } from '../rules/testimonials';
import {
  certificatesResponseSchema,
  contactRequestSchema,
  testimonialReviewRequestSchema,
  testimonialsResponseSchema,
} from './content';
import { sampleReviewRequest } from './content.fixtures';

describe('normaliseTestimonials', () => {
  it('fills the B3 defaults', () => {
    expect(normaliseTestimonials([{}])).toEqual([
      {
        id: 0,
        user_name: 'Unknown',
        role: 'Client',
        comment: 'No comment provided',
        rating: 5,
        created_at: null,
        icon: 'star',
        color: '#4F46E5',
        service: null,
        is_admin_approved: false,
        approved_on_main_page: false,
      },
    ]);
  });

  it('keeps given values and fixes out-of-range ratings', () => {
    const [a, b, c] = normaliseTestimonials(
      testimonialsResponseSchema.parse([
        { id: 9, user_name: 'Asha', role: 'Student', comment: 'Helpful', rating: 4, icon: 'heart', color: '#000000' },
        { id: 10, user_name: 'Ravi', rating: 0 },
        { id: 11, user_name: 'Meera', rating: '3' },
      ]),
    );
    expect(a).toMatchObject({
      id: 9,
      user_name: 'Asha',
      role: 'Student',
      comment: 'Helpful',
      rating: 4,
      icon: 'heart',
    });
    expect(b?.rating).toBe(5);
    expect(c?.rating).toBe(3);
  });

  it('drops duplicates with the same name, comment and created_at, keeping the first', () => {
    const list = normaliseTestimonials([
      { id: 1, user_name: 'Asha', comment: 'Great', created_at: '2026-01-01' },
      { id: 2, user_name: 'Asha', comment: 'Great', created_at: '2026-01-01' },
      { id: 3, user_name: 'Asha', comment: 'Great', created_at: '2026-01-02' },
      { id: 4, user_name: 'Asha', comment: 'Good', created_at: '2026-01-01' },
      { id: 5, user_name: 'Ravi', comment: 'Great', created_at: '2026-01-01' },
      { id: 6 },
      { id: 7, user_name: '', comment: null },
    ]);
    expect(list.map((t) => t.id)).toEqual([1, 3, 4, 5, 6]);
  });

  it('home keeps doubly approved ones, at most 4', () => {
    const approved = { is_admin_approved: true, approved_on_main_page: true };
    const list = normaliseTestimonials([
      { id: 1, user_name: 'a', ...approved },
      { id: 2, user_name: 'b', is_admin_approved: true },
      { id: 3, user_name: 'c', ...approved },
      { id: 4, user_name: 'd', ...approved },
      { id: 5, user_name: 'e', ...approved },
      { id: 6, user_name: 'f', ...approved },
    ]);
    expect(homeTestimonials(list).map((t) => t.id)).toEqual([1, 3, 4, 5]);
  });
});

describe('testimonialReviewRequestSchema', () => {
  const review = sampleReviewRequest;

  it('accepts an unapproved review', () => {
    expect(testimonialReviewRequestSchema.safeParse(review).success).toBe(true);
  });

  it('rejects self-approval and ratings outside 1..5', () => {
    expect(testimonialReviewRequestSchema.safeParse({ ...review, is_admin_approved: true }).success).toBe(false);
    expect(testimonialReviewRequestSchema.safeParse({ ...review, approved_on_main_page: true }).success).toBe(false);
    for (const rating of [0, 6, 4.5, null]) {
      const r = testimonialReviewRequestSchema.safeParse({ ...review, rating });
      expect(r.success).toBe(false);
      if (!r.success) expect(toFieldErrors(r.error).rating?.[0]).toBe('Please provide a rating');
    }
  });
});

describe('contactRequestSchema', () => {
  it('uses the B5 messages, one per field', () => {
    const r = contactRequestSchema.safeParse({ name: ' ', email: '', message: '' });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(toFieldErrors(r.error)).toEqual({
        name: ['Name is required'],
        email: ['Email is required'],
        message: ['Message is required'],
      });
    const r2 = contactRequestSchema.safeParse({ name: 'Asha', email: 'asha@', message: 'short' });
    if (!r2.success)
      expect(toFieldErrors(r2.error)).toEqual({
        email: ['Please enter a valid email address'],
        message: ['Message must be at least 10 characters long'],
      });
    expect(r2.success).toBe(false);
  });

  it('trims and lower-cases the e-mail', () => {
    expect(
      contactRequestSchema.parse({ name: 'Asha', email: ' Asha@Example.IN ', message: 'Hello there, a question.' })
        .email,
    ).toBe('asha@example.in');
  });
});

describe('certificatesResponseSchema', () => {
  it('accepts only the listed icons', () => {
    expect(
      certificatesResponseSchema.safeParse([{ id: 1, title: 'CBT', icon: 'Brain', iconColor: '#123456' }]).success,
    ).toBe(true);
    expect(
      certificatesResponseSchema.safeParse([{ id: 1, title: 'CBT', icon: 'Rocket', iconColor: '#123456' }]).success,
    ).toBe(false);
  });
});
