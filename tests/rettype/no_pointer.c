static struct sk_buff alloc(int n)
{
	struct sk_buff *skb;
	struct sk_buff copy;

	return copy;
}
