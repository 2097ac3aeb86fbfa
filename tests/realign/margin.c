void margin_last(int len)
{
	musb_writel(ep_conf, 0, TUSB_DIR_TX |
SIZE(len));
}

void margin_mid(int len)
{
	musb_writel(ep_conf, 0, TUSB_DIR_TX |
SIZE(len));
	x = 1;
}

void margin_block(int len)
{
	if (len) {
		musb_writel(ep_conf, 0, TUSB_DIR_TX |
SIZE(len));
	}
	x = 1;
}

void under(int len)
{
	if (len) {
		musb_writel(ep_conf, 0, TUSB_DIR_TX |
			SIZE(len));
	}
}

void under_nested(int len)
{
	if (len) {
		if (len > 1)
			abcdefghijklmnopqrstuvwxyzabcde(ep_conf, 0, TUSB_DIR_TX |
				SIZE(len));
	}
}

void aligned(int len)
{
	if (len)
		musb_writel(ep_conf, 0, TUSB_DIR_TX |
			    SIZE(len));
	x = 1;
}

void further(int len)
{
	if (len)
		musb_writel(ep_conf, 0, TUSB_DIR_TX |
				SIZE(len));
	x = 1;
}
