int f(int c)
{
	if (c) {
		a();
	} else {
		b();
	}
	if (c)
		a();
	else
		b();
	if (c) {
		a();
	} else {
	}
	if (c)
		a();
	else
		;
	return 0;
}
struct r *g(struct super_block *sb,
					    ext4_group_t start)
{
	struct ext4_li_request *elr;

	elr = kzalloc(sizeof(*elr), GFP_KERNEL);
	if (!elr)
		return NULL;

	elr->lr_super = sb;
	elr->lr_first_not_zeroed = start;
	if (test_opt(sb, NO_PREFETCH_BLOCK_BITMAPS)) {
		elr->lr_mode = EXT4_LI_MODE_ITABLE;
		elr->lr_next_group = start;
	} else {
		elr->lr_mode = EXT4_LI_MODE_PREFETCH_BBITMAP;
	}

	/*
	 * Randomize first schedule time of the request to
	 * spread the inode table initialization requests
	 * better.
	 */
	elr->lr_next_sched = jiffies + prandom_u32_max(
				EXT4_DEF_LI_MAX_START_DELAY * HZ);
	return elr;
}
