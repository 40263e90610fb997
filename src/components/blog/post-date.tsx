/** When a post went out (its publication, else its creation), as readers and machines read it. */
import { formatPostDate, postDate } from "../../blog/blog.ts";

/** @example <PostDate post={post} /> // <time dateTime="2025-01-05T12:00:00.000Z">January 5, 2025</time> */
export function PostDate({ post }: { post: { publishedAt: Date | null; createdAt: Date } }) {
  const date = postDate(post);
  return <time dateTime={date.toISOString()}>{formatPostDate(date)}</time>;
}
