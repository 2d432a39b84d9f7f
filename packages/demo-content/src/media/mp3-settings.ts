// MP3 settings for every stem: constant 48 kbit/s, mono, 22.05 kHz (MPEG-2 Layer III), which keeps
// the whole demo catalogue small while the instruments stay clearly recognisable.

export const MP3_BITRATE_KBPS = 48;
