import type { Queryable } from '../database.js';
import type { SeededRandom } from '../../lib/random.js';
import { generatedImageUrl } from '../../media/media-url.js';
import { refreshRatings } from '../queries/ratings.js';
import { DEMO_ADDRESSES, DEMO_CUSTOMER, REVIEWERS, REVIEW_TEXTS } from './data/people.js';
import { insertRows } from './insert-rows.js';
import type { SeededProduct } from './seed-catalog.js';

const DAY_MS = 86_400_000;

/** The demo customer with addresses and favourites, and reviewers whose reviews give products their ratings. */
export async function seedPeople(
  tx: Queryable,
  rng: SeededRandom,
  now: Date,
  products: readonly SeededProduct[],
  demoPasswordHash: string,
): Promise<void> {
  const [customer] = await insertRows<{ id: number }>(
    tx,
    'users',
    [
      {
        name: DEMO_CUSTOMER.name,
        phone: DEMO_CUSTOMER.phone,
        phone_code: DEMO_CUSTOMER.phoneCode,
        country: DEMO_CUSTOMER.country,
        email: DEMO_CUSTOMER.email,
        password_hash: demoPasswordHash,
        gender: DEMO_CUSTOMER.gender,
        date_of_birth: DEMO_CUSTOMER.dateOfBirth,
        profile_photo: generatedImageUrl('avatar', 1, DEMO_CUSTOMER.name),
        phone_verified_at: now,
        email_verified_at: now,
      },
    ],
    { returning: 'id' },
  );
  await insertRows(
    tx,
    'addresses',
    DEMO_ADDRESSES.map((address) => ({ ...address, user_id: customer!.id })),
  );
  // A few favourites, so the wishlist and the header's count show something on a fresh store.
  const favorites = [5, 11, 17].map((i) => products[i % products.length]!).filter((p, i, all) => all.indexOf(p) === i);
  await insertRows(
    tx,
    'favorites',
    favorites.map((product) => ({ user_id: customer!.id, product_id: product.id })),
  );
  const reviewerIds = await seedReviewers(tx);
  await seedReviews(tx, rng, now, products, reviewerIds);
  await refreshRatings(tx);
}

async function seedReviewers(tx: Queryable): Promise<number[]> {
  const rows = await insertRows<{ id: number }>(
    tx,
    'users',
    REVIEWERS.map((name, i) => ({
      name,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@reviewers.example`,
      profile_photo: generatedImageUrl('avatar', i + 2, name),
    })),
    { returning: 'id' },
  );
  return rows.map((r) => r.id);
}

/** Mostly happy customers, as on a real store: 45% five stars, 35% four ... */
function pickRating(rng: SeededRandom): number {
  const roll = rng.next();
  if (roll < 0.45) return 5;
  if (roll < 0.8) return 4;
  if (roll < 0.92) return 3;
  if (roll < 0.97) return 2;
  return 1;
}

async function seedReviews(
  tx: Queryable,
  rng: SeededRandom,
  now: Date,
  products: readonly SeededProduct[],
  reviewerIds: readonly number[],
): Promise<void> {
  const rows = products.flatMap((product) => {
    const count = rng.chance(0.12) ? 0 : rng.int(1, 6);
    return rng.sample(reviewerIds, count).map((userId) => {
      const rating = pickRating(rng);
      const age = Math.max(0, (now.getTime() - product.createdAt.getTime()) / DAY_MS);
      return {
        product_id: product.id,
        shop_id: product.shopId,
        user_id: userId,
        rating,
        description: rng.pick(REVIEW_TEXTS[rating]!),
        created_at: new Date(now.getTime() - rng.next() * age * DAY_MS),
      };
    });
  });
  await insertRows(tx, 'reviews', rows);
}
