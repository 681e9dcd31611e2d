/**
 * The client's API types held against the server's: every call of the *-api.ts modules (and of
 * api.ts) against the generated schema of its path and method (generated/api-schema.ts, from the
 * API's OpenAPI document). Nothing here runs: `tsc -p shared-sdk` (npm run typecheck, CI) fails when
 * a type drifts, naming the call and the field. api-type-checks.test.ts checks that every call made
 * in the *-api.ts modules has its line here. See docs/api.md, "Client types and drift".
 */
import type { MessageDictionary } from '../stores/i18n-store';
import type { paths } from './generated/api-schema';
import type { Api } from './api';
import type { Address, ContactInfo, Country, LegalPage, MasterSettings, SubCategory, User } from './api-types';
import type { AuthSession, SendOtpResult } from './auth-types';
import type { ApplyVoucherResult, CartView, CheckoutResult, CheckoutVoucher, CouponPage } from './cart-types';
import type {
  Banner,
  CategoryPage,
  CategoryProductPage,
  CurrentFlashSales,
  FlashSaleDetails,
  HomeData,
  Product,
  ProductDetailsPage,
  ProductFacets,
  ProductPage,
  ReviewsPage,
  SearchSuggestions,
  ShopDetails,
  ShopPage,
} from './catalog-types';
import type { AddressPage, FavoritePage, Profile, SavedAddress } from './account-types';
import type { Order, OrderDetails, OrderPage, OrderReview, PaymentLink, PlacedAgain, PlacedOrders } from './orders-types';
import type { IssueType, SupportTicket, TicketList, TicketMessage } from './tickets-types';

type Method = 'get' | 'post' | 'delete';
type Path = keyof paths;
/** The methods a path documents (`get?: never` is a method it does not). */
type MethodOf<P extends Path> = { [M in Method]-?: [paths[P][M]] extends [undefined] ? never : M }[Method];
type Operation<P extends Path, M extends MethodOf<P>> = NonNullable<paths[P][M]>;

/** Marks a lookup that found nothing, so that a check against it fails instead of passing on `never`. */
interface Missing<What extends string> {
  missing: What;
}

/** The JSON body of the 200 answer: the envelope `{ message?, data? }`. */
type Answer<P extends Path, M extends MethodOf<P>> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer Json } } } } ? Json : Missing<'a 200 JSON answer'>;
/** The envelope's `data`, as envelopeData hands it over (an answer without data throws there). */
type Data<P extends Path, M extends MethodOf<P>> = Answer<P, M> extends { data?: infer D } ? NonNullable<D> : Missing<'data'>;
type Query<P extends Path, M extends MethodOf<P>> =
  Operation<P, M> extends { parameters: { query?: infer Q } }
    ? [Q] extends [undefined]
      ? Missing<'query'>
      : NonNullable<Q>
    : Missing<'query'>;
type PathParams<P extends Path, M extends MethodOf<P>> =
  Operation<P, M> extends { parameters: { path: infer Params } } ? Params : Missing<'path parameters'>;
type BodyType = 'application/json' | 'multipart/form-data';
type Body<P extends Path, M extends MethodOf<P>, Type extends BodyType = 'application/json'> =
  NonNullable<Operation<P, M>['requestBody']> extends { content: { [T in Type]: infer B } } ? B : Missing<Type>;

/** `Client`'s fields (deep, as 'a.b' paths) that `Server` does not have: optional client fields the server never sends. */
type UnknownFields<Client, Server> = Client extends readonly (infer Item)[]
  ? Server extends readonly (infer ServerItem)[]
    ? UnknownFields<Item, ServerItem>
    : never
  : Client extends object
    ? Server extends object
      ? {
          [K in keyof Client & string]-?: [FieldOf<Server, K>] extends [never]
            ? K
            : Nested<K, UnknownFields<Client[K], NonNullable<FieldOf<Server, K>>>>;
        }[keyof Client & string]
      : never
    : never;
/** `Server[K]`; a numeric key (`{ 1: number }` in the schema) matches the client's '1'. */
type FieldOf<Server, K extends string> = K extends keyof Server
  ? Server[K]
  : K extends `${infer N extends number}`
    ? N extends keyof Server
      ? Server[N]
      : never
    : never;
type Nested<K extends string, Field> = [Field] extends [never] ? never : `${K}.${Field & string}`;

/** Passes (true) or names what fails: the compiler's message on an `Ok<...>` shows it. */
type Ok<Result extends true> = Result;
type NoUnknownFields<Fields> = [Fields] extends [never] ? true : { 'fields the server does not have': Fields };

/**
 * The client reads `Client` from an answer whose data is `Server`: the server's answer must be
 * assignable to it (every field the client counts on is there, with a type it handles), and the
 * client must not declare fields the server does not answer (`Known` lists the ones let through,
 * each with its reason beside the check).
 */
type Reads<Client, Server extends Client, Known extends string = never> = NoUnknownFields<Exclude<UnknownFields<Client, Server>, Known>>;
/** The client sends `Client` where the server takes `Server`: assignable, and no field the server does not know. */
type Sends<Server, Client extends Server> = NoUnknownFields<Exclude<keyof Client, keyof Server>>;
/** The answer of a call that shows only the server's message. */
type Message<A extends { message?: string }> = Reads<{ message?: string }, A>;

/** `Client` with `K` as wide as the document has it, where the client knows better (reason beside each use). */
type Widen<Client, K extends keyof Client, Documented> = Omit<Client, K> & { [F in K]: Documented };
/**
 * The cart's lines: mfe-cart falls back to `thumbnails` (CartProduct), which the server does not
 * answer for a cart line; the fallback goes with that code.
 */
type CartThumbnails = 'cart_items.products.thumbnails';
/** The profile answer documents gender as any text (the server's user schema); it only holds Gender values. */
type ProfileAnswer = { user: Widen<Profile, 'gender', string | null> };

/** A call function's parameter; an optional one (a query that defaults to {}) as given. */
type Arg<F extends (...args: never[]) => unknown, N extends number = 0> = NonNullable<Parameters<F>[N]>;
type Catalog = Api['catalog'];
type Cart = Api['cart'];
type Orders = Api['orders'];
type Auth = Api['auth'];
type Account = Api['account'];
type Tickets = Api['tickets'];

/**
 * One entry per call, keyed 'METHOD path' as the OpenAPI document names it; each element must be
 * `true`. Request types are taken from the call functions' own parameters, answer types are the
 * ones the functions unwrap with envelopeData/envelopeWithMessage. Every call has its answer's line;
 * what it sends has one unless its type is an alias of that call's own schema (ApiBody, ApiQuery).
 */
export interface ApiTypeChecks {
  // api.ts
  // SocialAuth is one type for the three providers; only Apple's has redirect_url.
  'GET /api/master': [
    Ok<Reads<MasterSettings, Data<'/api/master', 'get'>, 'social_auths.google.redirect_url' | 'social_auths.facebook.redirect_url'>>,
  ];
  // The document types a precompiled message as unknown[] (its AST is not described there).
  'GET /api/lang/{locale}': [
    Ok<Reads<Record<keyof MessageDictionary, string | unknown[]>, Data<'/api/lang/{locale}', 'get'>>>,
    Ok<Sends<Query<'/api/lang/{locale}', 'get'>, { format: 'ast' }>>,
    Ok<Sends<PathParams<'/api/lang/{locale}', 'get'>, { locale: string }>>,
  ];
  'GET /api/countries': [Ok<Reads<{ countries: Country[] }, Data<'/api/countries', 'get'>>>];
  'GET /api/legal-pages/{slug}': [
    Ok<Reads<{ content: LegalPage }, Data<'/api/legal-pages/{slug}', 'get'>>>,
    Ok<Sends<PathParams<'/api/legal-pages/{slug}', 'get'>, { slug: string }>>,
  ];
  'GET /api/contact-us': [Ok<Reads<ContactInfo, Data<'/api/contact-us', 'get'>>>];
  // SupportRequest extends SupportMessage: this holds both.
  'POST /api/support': [
    Ok<Message<Answer<'/api/support', 'post'>>>,
    Ok<Sends<Body<'/api/support', 'post'>, Arg<Api['sendSupportMessage']>>>,
  ];

  // catalog-api.ts
  'GET /api/home': [Ok<Reads<HomeData, Data<'/api/home', 'get'>>>];
  'GET /api/banners': [Ok<Reads<{ banners: Banner[] }, Data<'/api/banners', 'get'>>>];
  'GET /api/products': [
    Ok<Reads<ProductPage, Data<'/api/products', 'get'>>>,
    Ok<Sends<Query<'/api/products', 'get'>, Arg<Catalog['getProducts']>>>,
  ];
  'GET /api/product-facets': [
    Ok<Reads<ProductFacets, Data<'/api/product-facets', 'get'>>>,
    Ok<Sends<Query<'/api/product-facets', 'get'>, Arg<Catalog['getProductFacets']>>>,
  ];
  'GET /api/category-products': [
    Ok<Reads<CategoryProductPage, Data<'/api/category-products', 'get'>>>,
    Ok<Sends<Query<'/api/category-products', 'get'>, Arg<Catalog['getCategoryProducts']>>>,
  ];
  'GET /api/product-details': [
    Ok<Reads<ProductDetailsPage, Data<'/api/product-details', 'get'>>>,
    Ok<Sends<Query<'/api/product-details', 'get'>, { product_id: Arg<Catalog['getProductDetails']> }>>,
  ];
  'GET /api/categories': [Ok<Reads<CategoryPage, Data<'/api/categories', 'get'>>>];
  'GET /api/sub-categories': [
    Ok<Reads<{ sub_categories: SubCategory[] }, Data<'/api/sub-categories', 'get'>>>,
    Ok<Sends<Query<'/api/sub-categories', 'get'>, { category_id: Arg<Catalog['getSubCategories']> }>>,
  ];
  'GET /api/shops': [Ok<Reads<ShopPage, Data<'/api/shops', 'get'>>>, Ok<Sends<Query<'/api/shops', 'get'>, Arg<Catalog['getShops']>>>];
  'GET /api/shops/{id}': [
    Ok<Reads<{ shop: ShopDetails }, Data<'/api/shops/{id}', 'get'>>>,
    Ok<Sends<PathParams<'/api/shops/{id}', 'get'>, { id: Arg<Catalog['getShop']> }>>,
  ];
  'GET /api/shop-categories': [
    Ok<Reads<CategoryPage, Data<'/api/shop-categories', 'get'>>>,
    Ok<Sends<Query<'/api/shop-categories', 'get'>, Arg<Catalog['getShopCategories']>>>,
  ];
  'GET /api/reviews': [
    Ok<Reads<ReviewsPage, Data<'/api/reviews', 'get'>>>,
    Ok<Sends<Query<'/api/reviews', 'get'>, Arg<Catalog['getReviews']>>>,
  ];
  'GET /api/flash-sales': [Ok<Reads<CurrentFlashSales, Data<'/api/flash-sales', 'get'>>>];
  'GET /api/flash-sale/{id}/details': [
    Ok<Reads<FlashSaleDetails, Data<'/api/flash-sale/{id}/details', 'get'>>>,
    Ok<Sends<PathParams<'/api/flash-sale/{id}/details', 'get'>, { id: Arg<Catalog['getFlashSaleDetails']> }>>,
    Ok<Sends<Query<'/api/flash-sale/{id}/details', 'get'>, Arg<Catalog['getFlashSaleDetails'], 1>>>,
  ];
  'GET /api/search-suggestions': [
    Ok<Reads<SearchSuggestions, Data<'/api/search-suggestions', 'get'>>>,
    Ok<Sends<Query<'/api/search-suggestions', 'get'>, { q: Arg<Catalog['getSearchSuggestions']> }>>,
  ];

  // cart-api.ts
  'POST /api/cart/store': [Ok<Reads<CartView, Data<'/api/cart/store', 'post'>, CartThumbnails>>];
  'GET /api/carts': [Ok<Reads<CartView, Data<'/api/carts', 'get'>, CartThumbnails>>];
  'POST /api/cart/increment': [
    Ok<Reads<CartView, Data<'/api/cart/increment', 'post'>, CartThumbnails>>,
    Ok<Sends<Body<'/api/cart/increment', 'post'>, { product_id: Arg<Cart['increment']> }>>,
  ];
  'POST /api/cart/decrement': [
    Ok<Reads<CartView, Data<'/api/cart/decrement', 'post'>, CartThumbnails>>,
    Ok<Sends<Body<'/api/cart/decrement', 'post'>, { product_id: Arg<Cart['decrement']> }>>,
  ];
  'POST /api/cart/delete': [
    Ok<Reads<CartView, Data<'/api/cart/delete', 'post'>, CartThumbnails>>,
    Ok<Sends<Body<'/api/cart/delete', 'post'>, { product_id: Arg<Cart['delete']> }>>,
  ];
  'POST /api/cart/checkout': [Ok<Reads<CheckoutResult, Data<'/api/cart/checkout', 'post'>, 'checkout_items.products.thumbnails'>>];
  'POST /api/cart/checkout/vouchers': [Ok<Reads<{ coupons: CheckoutVoucher[] }, Data<'/api/cart/checkout/vouchers', 'post'>>>];
  'GET /api/get-vouchers': [Ok<Reads<CouponPage, Data<'/api/get-vouchers', 'get'>>>];
  'POST /api/vouchers-collect': [
    Ok<Message<Answer<'/api/vouchers-collect', 'post'>>>,
    Ok<Sends<Body<'/api/vouchers-collect', 'post'>, { coupon_id: Arg<Cart['collectVoucher']> }>>,
  ];
  'GET /api/get-collected-vouchers': [
    Ok<Reads<CouponPage, Data<'/api/get-collected-vouchers', 'get'>>>,
    Ok<Sends<Query<'/api/get-collected-vouchers', 'get'>, Arg<Cart['collectedVouchers']>>>,
  ];
  'POST /api/apply-voucher': [Ok<Reads<ApplyVoucherResult, Data<'/api/apply-voucher', 'post'>>>];

  // orders-api.ts
  'GET /api/orders': [Ok<Reads<OrderPage, Data<'/api/orders', 'get'>>>, Ok<Sends<Query<'/api/orders', 'get'>, Arg<Orders['list']>>>];
  'GET /api/order-details': [
    Ok<Reads<{ order: OrderDetails }, Data<'/api/order-details', 'get'>>>,
    Ok<Sends<Query<'/api/order-details', 'get'>, { order_id: Arg<Orders['details']> }>>,
  ];
  'POST /api/place-order': [Ok<Reads<PlacedOrders, Data<'/api/place-order', 'post'>>>];
  'POST /api/place-order/again': [
    Ok<Reads<PlacedAgain, Data<'/api/place-order/again', 'post'>>>,
    Ok<Sends<Body<'/api/place-order/again', 'post'>, { order_id: Arg<Orders['placeAgain']> }>>,
  ];
  'POST /api/orders/cancel': [
    Ok<Reads<{ order: Order }, Data<'/api/orders/cancel', 'post'>>>,
    Ok<Sends<Body<'/api/orders/cancel', 'post'>, { order_id: Arg<Orders['cancel']> }>>,
  ];
  'GET /api/order-payment/{order}/{method}': [
    Ok<Reads<PaymentLink, Data<'/api/order-payment/{order}/{method}', 'get'>>>,
    Ok<Sends<PathParams<'/api/order-payment/{order}/{method}', 'get'>, { order: Arg<Orders['pay']>; method: Arg<Orders['pay'], 1> }>>,
  ];
  'POST /api/product-review': [Ok<Reads<{ review: OrderReview }, Data<'/api/product-review', 'post'>>>];

  // auth-api.ts
  // The auth store keeps the session's user as a User.
  'POST /api/login': [Ok<Reads<AuthSession, Data<'/api/login', 'post'>>>, Ok<Reads<User, Data<'/api/login', 'post'>['user']>>];
  'POST /api/registration': [
    Ok<Reads<AuthSession, Data<'/api/registration', 'post'>>>,
    Ok<Sends<Body<'/api/registration', 'post'>, Arg<Auth['register']>>>,
  ];
  'POST /api/send-otp': [
    Ok<Reads<Omit<SendOtpResult, 'message'>, Data<'/api/send-otp', 'post'>>>,
    Ok<Sends<Body<'/api/send-otp', 'post'>, Arg<Auth['sendOtp']>>>,
  ];
  // A registration code answers no data: verifyOtp reads the optional data itself.
  'POST /api/verify-otp': [
    Ok<Reads<{ message?: string; data?: { token?: string } }, Answer<'/api/verify-otp', 'post'>>>,
    Ok<Sends<Body<'/api/verify-otp', 'post'>, Arg<Auth['verifyOtp']>>>,
  ];
  'POST /api/reset-password': [Ok<Message<Answer<'/api/reset-password', 'post'>>>];
  'POST /api/auth/{provider}/token': [
    Ok<Reads<AuthSession, Data<'/api/auth/{provider}/token', 'post'>>>,
    Ok<Sends<PathParams<'/api/auth/{provider}/token', 'post'>, { provider: Arg<Auth['socialLogin']> }>>,
  ];
  'GET /api/logout': [Ok<Message<Answer<'/api/logout', 'get'>>>];

  // account-api.ts
  'GET /api/profile': [Ok<Reads<ProfileAnswer, Data<'/api/profile', 'get'>>>];
  'POST /api/update-profile': [Ok<Reads<ProfileAnswer, Data<'/api/update-profile', 'post'>>>];
  'POST /api/change-password': [Ok<Message<Answer<'/api/change-password', 'post'>>>];
  // The auth store keeps the list as Addresses.
  'GET /api/addresses': [
    Ok<Reads<AddressPage, Data<'/api/addresses', 'get'>>>,
    Ok<Reads<Address[], Data<'/api/addresses', 'get'>['addresses']>>,
  ];
  'POST /api/address/store': [
    Ok<Reads<{ address: SavedAddress }, Data<'/api/address/store', 'post'>>>,
    Ok<Sends<Body<'/api/address/store', 'post'>, Arg<Account['storeAddress']>>>,
  ];
  'POST /api/address/{id}/update': [
    Ok<Reads<{ address: SavedAddress }, Data<'/api/address/{id}/update', 'post'>>>,
    Ok<Sends<PathParams<'/api/address/{id}/update', 'post'>, { id: Arg<Account['updateAddress']> }>>,
    Ok<Sends<Body<'/api/address/{id}/update', 'post'>, Arg<Account['updateAddress'], 1>>>,
  ];
  'DELETE /api/address/{id}/delete': [
    Ok<Message<Answer<'/api/address/{id}/delete', 'delete'>>>,
    Ok<Sends<PathParams<'/api/address/{id}/delete', 'delete'>, { id: Arg<Account['deleteAddress']> }>>,
  ];
  'POST /api/favorite-add-or-remove': [
    Ok<Reads<{ product: Product }, Data<'/api/favorite-add-or-remove', 'post'>>>,
    Ok<Sends<Body<'/api/favorite-add-or-remove', 'post'>, { product_id: Arg<Account['toggleFavorite']> }>>,
  ];
  'GET /api/favorite-products': [
    Ok<Reads<FavoritePage, Data<'/api/favorite-products', 'get'>>>,
    Ok<Sends<Query<'/api/favorite-products', 'get'>, Arg<Account['getFavoriteProducts']>>>,
  ];

  // tickets-api.ts
  'GET /api/ticket-issue-types': [Ok<Reads<{ issue_types: IssueType[] }, Data<'/api/ticket-issue-types', 'get'>>>];
  'GET /api/support-tickets': [Ok<Reads<TicketList, Data<'/api/support-tickets', 'get'>>>];
  'POST /api/support-ticket': [
    Ok<Reads<{ support_ticket: SupportTicket }, Data<'/api/support-ticket', 'post'>>>,
    Ok<Sends<Body<'/api/support-ticket', 'post', 'multipart/form-data'>, Arg<Tickets['createTicket']>>>,
  ];
  'GET /api/support-ticket/show': [
    Ok<Reads<{ support_ticket: SupportTicket }, Data<'/api/support-ticket/show', 'get'>>>,
    Ok<Sends<Query<'/api/support-ticket/show', 'get'>, { ticket_number: Arg<Tickets['getTicket']> }>>,
  ];
  'GET /api/support-ticket-messages': [
    Ok<Reads<{ messages: TicketMessage[] }, Data<'/api/support-ticket-messages', 'get'>>>,
    Ok<Sends<Query<'/api/support-ticket-messages', 'get'>, { ticket_number: Arg<Tickets['getTicketMessages']> }>>,
  ];
  'POST /api/support-ticket-message': [
    Ok<Reads<{ messages: TicketMessage[] }, Data<'/api/support-ticket-message', 'post'>>>,
    Ok<
      Sends<
        Body<'/api/support-ticket-message', 'post'>,
        { ticket_number: Arg<Tickets['sendTicketMessage']>; message: Arg<Tickets['sendTicketMessage'], 1> }
      >
    >,
  ];
}

/** The helpers themselves: each line must fail to compile, or tsc reports its @ts-expect-error as unused. */
export interface ApiTypeCheckHelpers {
  // @ts-expect-error the server answers the field with another type
  otherType: Ok<Reads<{ a: string }, { a: number }>>;
  // @ts-expect-error the server may leave out a field the client counts on
  leftOut: Ok<Reads<{ a: string }, { a?: string }>>;
  // @ts-expect-error the client declares a field the server never answers (deep)
  neverAnswered: Ok<Reads<{ a: { b: string; c?: string }[] }, { a: { b: string }[] }>>;
  // @ts-expect-error a path without the answer looked up
  noAnswer: Ok<Reads<{ a: string }, Missing<'data'>>>;
  // @ts-expect-error the client sends null where the server takes none
  sendsNull: Ok<Sends<{ a?: number }, { a?: number | null }>>;
  // @ts-expect-error the client sends a field the server does not take
  unknownInput: Ok<Sends<{ a: number }, { a: number; b: string }>>;
  // @ts-expect-error the client leaves out a field the server requires
  requiredInput: Ok<Sends<{ a: number; b: string }, { a: number }>>;
  passes: Ok<Reads<{ a: string; b?: number | null }, { a: string; b: number; c: boolean }>>;
  passesSending: Ok<Sends<{ a: number; flag?: boolean | null; b?: string }, { a: number; flag?: boolean }>>;
}
