void count(void)
{
	unsigned hits, misses, total;
	hits = misses = total = 0;
}
