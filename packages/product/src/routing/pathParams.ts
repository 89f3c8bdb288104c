/**
 * Route parameters read off a path template at the type level, so that a route's declared
 * parameter kinds must name exactly its path's parameters and a screen's `params` has exactly
 * the keys its routes provide.
 */

type Segments<Path extends string> = Path extends `${infer Head}/${infer Tail}`
  ? Head | Segments<Tail>
  : Path;

type NameOf<Segment> = Segment extends `:${infer Name}?`
  ? Name
  : Segment extends `:${infer Name}`
    ? Name
    : never;

type OptionalNameOf<Segment> = Segment extends `:${infer Name}?` ? Name : never;

/** Every parameter of a path template: '/a/:b/:c?' → 'b' | 'c'. */
export type PathParamName<Path extends string> = NameOf<Segments<Path>>;

/** The parameters a path may leave out: '/a/:b/:c?' → 'c'. */
export type OptionalPathParamName<Path extends string> = OptionalNameOf<Segments<Path>>;

type Prettify<T> = { [K in keyof T]: T[K] } & {};

/** The values React Router gives for a path: required segments always, optional ones maybe. */
export type PathParamValues<Path extends string> = Prettify<
  {
    readonly [K in Exclude<PathParamName<Path>, OptionalPathParamName<Path>>]: string;
  } & { readonly [K in OptionalPathParamName<Path>]?: string }
>;

type KeysOfAny<U> = U extends unknown ? keyof U : never;

/**
 * The parameters of a screen that several routes render: a key every route provides is a
 * string; a key only some provide may be undefined; a key no route has does not exist.
 */
export type MergedParamValues<U> = Prettify<
  {
    readonly [K in KeysOfAny<U> as [U] extends [{ readonly [P in K]: string }] ? K : never]: string;
  } & {
    readonly [K in KeysOfAny<U> as [U] extends [{ readonly [P in K]: string }]
      ? never
      : K]?: string;
  }
>;
