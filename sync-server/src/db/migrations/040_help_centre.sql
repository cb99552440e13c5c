-- The help centre (spec section 7: go_help, entry_info): first-level menus, their second-level
-- menus, and entries under the second level, each in both languages. The portal's own content is
-- seeded here, so every fresh database has it (not only the demo); back-office staff edit entries
-- afterwards (action-help-edit), and an edit records who made it and when.
CREATE TABLE help_menus (
  id uuid PRIMARY KEY,
  parent_id uuid REFERENCES help_menus (id) ON DELETE CASCADE,
  position integer NOT NULL,
  title_zh text NOT NULL,
  title_en text NOT NULL
);
CREATE INDEX help_menus_parent_idx ON help_menus (parent_id, position);

CREATE TABLE help_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- always a second-level menu (the server refuses a first-level one)
  menu_id uuid NOT NULL REFERENCES help_menus (id) ON DELETE CASCADE,
  position integer NOT NULL,
  title_zh text NOT NULL,
  title_en text NOT NULL,
  body_zh text NOT NULL,
  body_en text NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX help_entries_menu_idx ON help_entries (menu_id, position);

INSERT INTO help_menus (id, parent_id, position, title_zh, title_en) VALUES
  ('4e1b0000-0000-4000-8000-000000000001', NULL, 1, $$曲库$$, $$Music library$$),
  ('4e1b0000-0000-4000-8000-000000000011', '4e1b0000-0000-4000-8000-000000000001', 1, $$上传专辑$$, $$Uploading an album$$),
  ('4e1b0000-0000-4000-8000-000000000012', '4e1b0000-0000-4000-8000-000000000001', 2, $$批量上传$$, $$Batch upload$$),
  ('4e1b0000-0000-4000-8000-000000000002', NULL, 2, $$审核与发行$$, $$Review and distribution$$),
  ('4e1b0000-0000-4000-8000-000000000021', '4e1b0000-0000-4000-8000-000000000002', 1, $$审核状态$$, $$Review states$$),
  ('4e1b0000-0000-4000-8000-000000000022', '4e1b0000-0000-4000-8000-000000000002', 2, $$发行与下架$$, $$Distribution and off-shelf$$),
  ('4e1b0000-0000-4000-8000-000000000003', NULL, 3, $$财务$$, $$Finance$$),
  ('4e1b0000-0000-4000-8000-000000000031', '4e1b0000-0000-4000-8000-000000000003', 1, $$结算单与结算$$, $$Statements and settlement$$),
  ('4e1b0000-0000-4000-8000-000000000004', NULL, 4, $$账户与使用$$, $$Account and use$$),
  ('4e1b0000-0000-4000-8000-000000000041', '4e1b0000-0000-4000-8000-000000000004', 1, $$账户与团队$$, $$Accounts and team$$),
  ('4e1b0000-0000-4000-8000-000000000042', '4e1b0000-0000-4000-8000-000000000004', 2, $$离线使用$$, $$Working offline$$);

INSERT INTO help_entries (menu_id, position, title_zh, title_en, body_zh, body_en, updated_at) VALUES
  ('4e1b0000-0000-4000-8000-000000000011', 1,
   $$如何上传一张专辑$$, $$How to upload an album$$,
   $$在"曲库 > 专辑"中点击"新建专辑"，按向导依次填写：专辑信息、曲目、权利人、全球化（可选）、完成并提交审核。

专辑信息需要封面（JPG 或 PNG，正方形，至少 3000 像素）、专辑名称、类型、授权公司、显示语言与演唱语言、流派、唱片公司、P-line 与 C-line。

在"曲目"一步上传音频（WAV 或 FLAC 无损文件），为每首曲目填写名称、ISRC（已有则填写，没有可选择"代为申请"）、艺人及其角色、词曲作者。上传在后台进行，可在右下角的上传任务列表中暂停、继续或取消，不影响其他操作。

所有修改先保存在本设备上，联网后自动同步到服务器。$$,
   $$In Library > Albums choose "New album" and follow the wizard: Album information, Tracks, Rights holders, Globalization (optional), Finish and submit for review.

Album information needs a cover (JPG or PNG, square, at least 3000 pixels), the album name, type, authorizing company, display and performing language, genre, record company, P-line and C-line.

In the Tracks step upload the audio (lossless WAV or FLAC) and give each track its name, ISRC (enter the one you have, or choose "apply for me"), artists with their roles, composer and lyricist. Uploads run in the background: pause, resume or cancel them in the upload list at the bottom right while you keep working.

Every change is saved on this device first and synchronised with the server as soon as you are online.$$,
   now()),
  ('4e1b0000-0000-4000-8000-000000000011', 2,
   $$封面与音频文件要求$$, $$Cover and audio file requirements$$,
   $$封面：JPG、JPEG 或 PNG，正方形，RGB 色彩，不含网址、二维码或价格信息。

音频：无损 WAV 或 FLAC，44.1 kHz 及以上采样率、16 位及以上位深；Hi-Res 音频需 24 位、96 kHz 及以上。空间音频（杜比全景声）可上传 .wav 或 .mov 文件，上传完成后页面会询问是否刷新音频信息。

歌词：txt、lrc 或 krc 文件，滚动歌词可在歌词编辑器中逐行对齐时间。$$,
   $$Cover: JPG, JPEG or PNG, square, RGB colour, with no web address, QR code or price on it.

Audio: lossless WAV or FLAC at 44.1 kHz or more and 16 bits or more; Hi-Res audio needs 24 bits at 96 kHz or more. Spatial audio (Dolby Atmos) may be uploaded as .wav or .mov; when the upload finishes the page offers to refresh the audio information.

Lyrics: txt, lrc or krc files; scrolling lyrics can be timed line by line in the lyrics editor.$$,
   now()),
  ('4e1b0000-0000-4000-8000-000000000012', 1,
   $$从表格批量上传专辑$$, $$Batch upload from a spreadsheet$$,
   $$在"曲库 > 专辑"中选择"批量上传"，共四步：

1. 选择授权方。
2. 上传曲目表（Excel）。请使用页面提供的模板，每行一首曲目，同一专辑的曲目共用专辑名称与 UPC。表格在浏览器中检查，有错误的单元格会标出行号与原因。
3. 上传素材文件夹（可选）：封面与音频文件按表格中的文件名自动关联，每个文件显示等待、成功或失败，关联状态显示等待、关联中、成功或失败。
4. 完成：检查结果，失败的文件可以重新上传。

导入的专辑为"未提交"状态，检查无误后逐张提交审核。$$,
   $$In Library > Albums choose "Batch upload". It has four steps:

1. Choose the authorizing party.
2. Upload the track list (Excel). Use the template the page offers: one track per row, the tracks of one album share its name and UPC. The sheet is checked in your browser; a wrong cell is shown with its row and the reason.
3. Upload the material folders (optional): covers and audio files are matched by the file names in the sheet. Each file shows waiting, success or failed; each match shows waiting, associating, success or failed.
4. Finish: check the result and upload any failed file again.

Imported albums are "not submitted"; submit each for review once you have checked it.$$,
   now()),
  ('4e1b0000-0000-4000-8000-000000000021', 1,
   $$审核状态 10-16 的含义$$, $$What review states 10-16 mean$$,
   $$10 未提交：草稿，可以自由编辑后提交审核。
11 待审核：已提交，审核期间只读。
12 审核通过：可以发行；如需修改，点击"修改"开始一次修改。
13 审核驳回：按驳回原因修改后可再次提交；若是修改被驳回，可撤销修改，恢复到上次通过的内容。
14 修改中：已通过的专辑正在修改，只有部分字段可改；提交后进入 16。
15 已删除：专辑已删除，不再显示在列表中。
16 修改待审核：修改已提交，审核期间只读，已发行的内容保持不变。$$,
   $$10 Not submitted: a draft; edit freely, then submit for review.
11 Pending review: submitted; read-only while it is reviewed.
12 Approved: may be distributed; to change it, choose "Modify" to start a modification.
13 Rejected: change what the reason names and submit again; a rejected modification can also be undone, which restores the last approved content.
14 Modifying: an approved album being changed; only some fields may change; submitting moves it to 16.
15 Deleted: the album is deleted and no longer listed.
16 Modification pending review: read-only while reviewed; what was released stays as it was.$$,
   now()),
  ('4e1b0000-0000-4000-8000-000000000022', 1,
   $$发行到渠道与下架$$, $$Distributing to channels and taking off shelf$$,
   $$只有审核通过（12）的专辑可以发行。在专辑列表中选择专辑并点击"发行"，状态变为"发行中"，渠道确认后变为"已发行"；失败时显示"发行失败"，可以重新发行。

已发行的专辑修改并通过审核后显示"更新未发行"，再次发行即可把新内容送到渠道。

下架：选择已发行的专辑点击"下架"，状态依次为"下架中"、"已下架"；下架失败可重试。已下架的专辑可以重新发行。

发行后不能增删曲目，也不能更改 ISRC；删除已交付的曲目需输入确认短语"I Know"。$$,
   $$Only approved albums (12) can be distributed. Select albums in the list and choose "Distribute": the state becomes "Releasing", then "Released" once the channels confirm; on failure it shows "Release failed" and you can distribute again.

A released album that is modified and approved again shows "Updates not released": distribute it again to send the new content to the channels.

Off shelf: select a released album and choose "Take off shelf"; it shows "Taking off shelf", then "Off shelf". A failed takedown can be retried. An album taken off shelf can be distributed again.

After a release no track may be added or removed and no ISRC changed; deleting a delivered track asks you to type the phrase "I Know".$$,
   now()),
  ('4e1b0000-0000-4000-8000-000000000031', 1,
   $$结算单与付款$$, $$Statements and payment$$,
   $$"财务"中有销售报表与结算单。结算单的状态依次为：待对账、待您确认、处理中、已完成。

结算单列出结算周期、合同编号、币种、分成比例、报表收入、参与分配金额、预付款扣回、调整、税费与应付金额。核对无误后勾选"无异议"确认，每张结算单只能确认一次，只有合作方可以确认。

确认后，财务人员会收到付款通知链接，无需登录即可查看结算周期、金额、币种、开票项目（无形资产版权使用费）与收款银行（账号部分隐藏）。

收款账户在"账户 > 合同"中查看；更换银行账户需要当前密码，新账户经过 72 小时等待期后才用于付款。$$,
   $$Finance holds the sales reports and the settlement statements. A statement goes through: waiting for reconciliation, waiting for your confirmation, processing, completed.

A statement lists its period, contract number, currency, share ratio, reported income, amount in distribution, recouped advances, adjustments, taxes and the amount payable. Once you have checked it, tick "no objection" to confirm; each statement is confirmed once, and only by the partner.

After confirmation your finance staff can be sent a payment notice link that opens without a login: period, amount, currency, invoice item (intangible asset copyright usage fee) and the payee bank with the account number partly hidden.

The payee account is under Account > Contracts; changing a bank account needs your current password, and a new account is used for payments only after a 72-hour hold.$$,
   now()),
  ('4e1b0000-0000-4000-8000-000000000041', 1,
   $$账户、团队与角色$$, $$Accounts, team and roles$$,
   $$注册时选择个人或企业身份，填写主体信息并签署授权协议，然后设置登录密码。

管理员可以在"账户 > 团队"中通过邮件邀请成员并分配角色：管理员、管理员（不含发行）、内容运营。每位成员至少有一个角色，组织至少保留一位管理员。角色变更后，成员在所有设备上立即看到对应的菜单。

忘记密码时，在登录页点击"忘记密码"，输入个人邮箱与图形验证码，按邮件中的链接（30 分钟内有效）重设密码；重设后该账户在所有设备上的登录都会结束。$$,
   $$At sign-up choose a personal or company identity, give the subject information, sign the licence agreement, then set your login password.

Administrators invite members by email under Account > Team and give them roles: administrator, administrator without distribution, content operator. Every member has at least one role and an organisation always keeps one administrator. A role change reaches the member's menus on every device at once.

If you forget your password, choose "Forgot password" on the login page, enter your personal email and the graphic code, and follow the link in the mail (valid for 30 minutes). A reset ends the account's sessions on every device.$$,
   now()),
  ('4e1b0000-0000-4000-8000-000000000042', 1,
   $$没有网络时可以做什么$$, $$What works without a network$$,
   $$门户会把曲库保存在本设备上。断网时仍可浏览专辑、曲目与艺人，也可以编辑：修改先保存在本设备，顶部栏显示未发送的修改数，恢复联网后自动同步。

如果同一条记录在别处也被修改，冲突会显示在"同步 > 冲突"中，您可以选择保留哪一份。

需要服务器确认的操作（修改密码、银行账户、邀请成员、角色、注册）在断网时会提示需要联网。账户页面显示最近一次获取的数据，并注明获取时间。

帮助中心访问过一次后，断网时也可以阅读。$$,
   $$The portal keeps your library on this device. Without a network you can still browse albums, tracks and artists and edit them: changes are saved on the device, the top bar counts the unsent edits, and they are synchronised when you are back online.

If the same record was changed elsewhere meanwhile, the conflict appears under Sync > Conflicts, where you choose which copy to keep.

Actions the server must confirm (password, bank account, invitations, roles, sign-up) say they need a connection. Account pages show the last data fetched, with its time.

Once visited, the help centre can be read offline too.$$,
   now());
