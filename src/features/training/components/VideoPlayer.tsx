import ReactPlayer from 'react-player';

/** The real player; loaded on demand, mounted only for the card the user tapped. */
export default function VideoPlayer({
  url,
  title,
  onError,
}: {
  url: string;
  title: string;
  /** The video could not be loaded (the card then says so instead of a broken frame). */
  onError: () => void;
}) {
  return (
    <ReactPlayer
      src={url}
      title={title}
      onError={onError}
      controls
      playing
      width="100%"
      height="100%"
      style={{ position: 'absolute', inset: 0 }}
    />
  );
}
