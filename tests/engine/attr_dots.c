struct pkt {
	int len;
	char data[8];
} __attribute__((aligned(16)));

struct pkt {
	int len;
} __attribute__((aligned(sizeof(long) * 2)));

struct pkt {
	int len;
} __attribute__((packed));
