import ReactPlayer from 'react-player';

/** The real player; loaded on demand, mounted only for the card the user tapped. */
export default function VideoPlayer({ url, title }: { url: string; title: string }) {
  return (
    <ReactPlayer
      src={url}
      title={title}
      controls
      playing
      width="100%"
      height="100%"
      style={{ position: 'absolute', inset: 0 }}
    />
  );
}
