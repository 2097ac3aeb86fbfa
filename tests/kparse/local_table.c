static int speed_to_link(int speed)
{
	int link = LINK_UNKNOWN;
	int i;

	static const struct {
		int speed;
		int link;
		int bit[2];
	} lut[] = {
#define LBIT(mode) MODE_ ## mode ## _BIT
		{ 100, LINK_100, { LBIT(100baseT) } },
		{ 1000, LINK_1G, { LBIT(1000baseT), LBIT(1000baseX) } }
#undef LBIT
};

	for (i = 0; i < 2; i++) {
		if (lut[i].speed == speed) {
			link = lut[i].link;
			break;
		}
	}
	return link;
}
