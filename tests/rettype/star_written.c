static struct sk_buff *alloc(int n)
{
	struct p54_hdr *hdr;
	struct sk_buff *skb;
	size_t len = n;

	return NULL;
}

u8 *find(struct sk_buff *skb)
{
	u8 *pos, *end;
	return NULL;
}

int plain(void)
{
	int a;
	return 0;
}
