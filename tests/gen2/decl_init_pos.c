static struct phy *find(struct list_head *list, int a)
{
	struct phy *phy = NULL;
	struct phy *q = g(a);

	list_for_each_entry(phy, list, head) {
		phy = g(phy);
	}
	phy = NULL;
	return q;
}
